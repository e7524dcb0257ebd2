import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { SeedContext } from '../../lib/feature.js';
import { addDays } from '../../lib/report-days.js';
import { placementGroupData } from '../placement-group-data/index.js';
import { demoFigures } from './demo-figures.js';
import { statisticsRepo, type NewStatistic } from './statistics.repo.js';

/** How many days of statistics the demo world has, ending today. */
export const DEMO_DAYS = 90;

/**
 * 90 days of every demo data item's statistics through today, with the demo connector's figures
 * (so a refresh of a demo day changes nothing) and the demo shares in force: today and yesterday
 * are not complete yet, nor is an occasional older day; a suspended data item's days and an
 * occasional other day are suspended.
 */
export async function seedDemoStatistics(db: Db, ctx: SeedContext): Promise<void> {
  const items = await db
    .select({ id: placementGroupData.id, status: placementGroupData.status })
    .from(placementGroupData)
    .orderBy(asc(placementGroupData.id));
  const rows: NewStatistic[] = [];
  for (let back = DEMO_DAYS - 1; back >= 0; back--) {
    const date = addDays(ctx.today, -back);
    for (const item of items) {
      const odd = (item.id * 31 + back * 17) % 41;
      rows.push({
        ...demoFigures(item.id, date),
        dataId: item.id,
        date,
        status: item.status === 'suspended' || odd === 0 ? 'suspended' : 'active',
        complete: back >= 2 && odd !== 1,
      });
    }
  }
  const repo = statisticsRepo(db);
  // A few thousand rows a statement: one JSON parameter each, and the rollups once per statement.
  for (let i = 0; i < rows.length; i += 5_000) await repo.insertMany(rows.slice(i, i + 5_000));
}

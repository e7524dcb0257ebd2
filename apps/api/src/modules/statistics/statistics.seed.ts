import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { SeedContext } from '../../lib/feature.js';
import { demoDays } from '../../lib/demo-days.js';
import { placementGroupData } from '../placement-group-data/index.js';
import { demoFigures } from './demo-figures.js';
import { statisticsRepo, type NewStatistic } from './statistics.repo.js';

/**
 * Every demo data item's statistics on each of the demo's days (lib/demo-days.ts: the last three
 * whole months and this month through today), with the demo connector's figures
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
  const days = demoDays(ctx.today);
  for (const [index, date] of days.entries()) {
    const back = days.length - 1 - index;
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

import { describe, expect, it } from 'vitest';
import { eachTestIn } from './harness.js';
import { seedData, seedSupplier } from './demand-fixtures.js';
import { stagedStatistics, statisticsWorld, uploadFigures } from './statistics-fixtures.js';

/** A file writes the figures it has columns for: the others are not the file's to zero. */
const { ctx, world: w } = eachTestIn(statisticsWorld);

describe('a CSV upload', () => {
  it('keeps the figures it has no column for, and gives a new row 0 of them', async () => {
    const source = await seedSupplier(ctx, { name: 'By hand' });
    const item = await seedData(ctx, { placementGroupId: w.groupA.id, supplierId: source.id, groupId: w.mrec.id, name: 'Hand line' });
    const upload = async (csv: string) => {
      const res = await uploadFigures(ctx, w.admin, source.id, csv);
      expect({ status: res.statusCode, state: res.json<{ state: string }>().state }, res.body).toEqual({ status: 201, state: 'done' });
    };
    const day = async (date: string) =>
      (
        await ctx.database.query<{ impressions: number; clicks: number; revenue: string; network_after: string }>(
          `select impressions::int, clicks::int, revenue, network_after from ${stagedStatistics} where data_id = $1 and date = $2`,
          [item.id, date],
        )
      )[0];

    await upload(`date,data_id,impressions,clicks,revenue\n2026-11-20,${item.id},100,7,55.5\n`);
    await upload(`date,data_id,impressions\n2026-11-20,${item.id},1200\n2026-11-21,${item.id},40\n`);
    // Its stages are worked out from the revenue it kept.
    expect(await day('2026-11-20')).toMatchObject({ impressions: 1200, clicks: 7, revenue: '55.500000' });
    expect(Number((await day('2026-11-20'))!.network_after)).toBeGreaterThan(0);
    expect(await day('2026-11-21')).toMatchObject({ impressions: 40, clicks: 0, revenue: '0.000000' });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eachTestIn } from './harness.js';
import { seedData, seedPlacementGroup } from './demand-fixtures.js';
import { dayOf, stagedStatistics, statisticsWorld } from './statistics-fixtures.js';

const { ctx, world: w } = eachTestIn(statisticsWorld);

const summed = `count(*)::int as rows, sum(requests)::text as requests, sum(impressions)::text as impressions,
  sum(viewable_impressions)::text as viewable_impressions, sum(clicks)::text as clicks, sum(revenue)::text as revenue,
  sum(supplier_after)::text as supplier_after, sum(pmp_after)::text as pmp_after, sum(platform_after)::text as platform_after,
  sum(network_after)::text as network_after`;
const rolled = `rows, requests::text, impressions::text, viewable_impressions::text, clicks::text, revenue::text, supplier_after::text,
  pmp_after::text, platform_after::text, network_after::text`;

const staged = stagedStatistics;

/** Each rollup against the same grouping of the raw rows: equal to the last micro-unit, row for row. */
async function expectRollupsMatchRawRows() {
  for (const [table, keys] of [
    ['statistic_key_days', 'website_id, placement_group_id, supplier_id, group_id'],
    ['statistic_website_days', 'website_id'],
    ['statistic_group_days', 'website_id, placement_group_id'],
    ['statistic_supplier_days', 'website_id, supplier_id'],
    ['statistic_source_days', 'supplier_id'],
  ] as const) {
    const order = `order by ${keys}, date, status, complete`;
    const raw = await ctx.database.query(
      `select ${keys}, date, status, complete, ${summed} from ${staged} group by ${keys}, date, status, complete ${order}`,
    );
    const rollup = await ctx.database.query(`select ${keys}, date, status, complete, ${rolled} from ${table} ${order}`);
    expect(rollup, table).toEqual(raw);
  }
  // The websites' active totals of a day, whatever their completeness.
  const activeRaw = await ctx.database.query(
    `select website_id, date, count(*)::int as rows, sum(revenue)::text as revenue, sum(platform_after)::text as platform_after,
       sum(network_after)::text as network_after
     from ${staged} where status = 'active' group by website_id, date order by website_id, date`,
  );
  const kept = await ctx.database.query(
    `select website_id, date, rows, revenue::text, platform_after::text, network_after::text
     from statistic_website_totals order by website_id, date`,
  );
  expect(kept, 'statistic_website_totals').toEqual(activeRaw);
  // Each website's formats (its placement groups' group types as they are now): the same sums.
  const activeByFormat = await ctx.database.query(
    `select s.website_id, pg.group_id, s.date, count(*)::int as rows, sum(s.revenue)::text as revenue,
       sum(s.platform_after)::text as platform_after, sum(s.network_after)::text as network_after
     from ${staged.replace(/\) statistics$/, ') s')} join placement_groups pg on pg.id = s.placement_group_id
     where s.status = 'active' group by s.website_id, pg.group_id, s.date order by 1, 2, 3`,
  );
  const keptByFormat = await ctx.database.query(
    `select website_id, group_id, date, rows, revenue::text, platform_after::text, network_after::text
     from statistic_format_totals order by 1, 2, 3`,
  );
  expect(keptByFormat, 'statistic_format_totals').toEqual(activeByFormat);
  // Each day's keys of both, as counted beside them (a day whose keys all went stays at 0).
  const keys = await ctx.database.query(
    `select 'format' as ranking, date, count(*)::int as keys from statistic_format_totals group by date
     union all select 'website', date, count(*)::int from statistic_website_totals group by date order by 1, 2`,
  );
  const counted = await ctx.database.query(`select ranking, date, keys from statistic_ranking_counts where keys <> 0 order by 1, 2`);
  expect(counted, 'statistic_ranking_counts').toEqual(keys);
}

const day = fc.integer({ min: 0, max: 40 }).map((n) => new Date(Date.UTC(2026, 9, 15 + n)).toISOString().slice(0, 10));
const money = fc
  .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 999_999 }))
  .map(([a, b]) => `${a}.${String(b).padStart(6, '0')}`);
const figures = fc.record({
  requests: fc.integer({ min: 0, max: 1_000_000 }),
  impressions: fc.integer({ min: 0, max: 1_000_000 }),
  clicks: fc.integer({ min: 0, max: 10_000 }),
  revenue: money,
  status: fc.constantFrom('active', 'suspended'),
  complete: fc.boolean(),
});
const step = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), item: fc.nat(3), date: day, values: figures }),
  fc.record({ kind: fc.constant('update' as const), pick: fc.nat(), date: fc.option(day), values: figures }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  // A placement group moved to the other format: its days' totals go with it.
  fc.record({ kind: fc.constant('reformat' as const) }),
  // A share changed under the rows (as a period placed in the past is): the rollups are out of
  // step until a walk rebuilds the days, and every write in between must leave that rebuild exact.
  fc.record({ kind: fc.constant('reshare' as const), pick: fc.nat(), share: fc.integer({ min: 0, max: 10_000 }) }),
  // A walk's day: one website's (or one demand source's) keys of a format, rebuilt.
  fc.record({ kind: fc.constant('rebuild' as const), pick: fc.nat(), bySource: fc.boolean() }),
);

/** Every key of the day rebuilt, as each walk does for its own: after it the rollups are exact. */
async function rebuild(keys: Array<{ website_id: number; supplier_id: number; group_id: number; date: string }>, bySource: boolean) {
  for (const k of keys) {
    await ctx.database.query('select pubdesk_statistics_rebuild($1, $2, $3, $4)', [
      bySource ? null : k.website_id,
      bySource ? k.supplier_id : null,
      k.group_id,
      k.date,
    ]);
  }
}
const everyKey = () =>
  ctx.database.query<{ website_id: number; supplier_id: number; group_id: number; date: string }>(
    `select distinct website_id, supplier_id, group_id, date::text as date from statistic_key_days order by 1, 2, 3, 4`,
  );

describe('the statistics rollups', () => {
  it('equal the raw sums to the last decimal after any mix of inserts, edits and deletes (several at once too)', async () => {
    // Four data items: two on website A in different placement groups, one on B, and one more on A.
    const groupA2 = await seedPlacementGroup(ctx, { websiteId: w.siteA.id, groupId: w.mrec.id, name: 'Footer' });
    const extra = await seedData(ctx, { placementGroupId: groupA2.id, supplierId: w.supplier.id, groupId: w.mrec.id });
    const items = [w.dataA.id, w.dataB.id, extra.id, w.dataA.id];

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        await ctx.database.query('truncate statistics');
        for (const s of steps) {
          const ids = (await ctx.database.query<{ id: number }>('select id from statistics order by id')).map((r) => r.id);
          if (s.kind === 'insert') {
            const { values } = s;
            const res = await w.admin.call('POST', '/api/data_statistics/', {
              placement_group_data_id: items[s.item],
              date: s.date,
              ...values,
              viewable_impressions: Math.floor(values.impressions / 2),
            });
            // Written, or refused as a second row of the item's day: never a failure of the triggers.
            expect([201, 400]).toContain(res.statusCode);
          } else if (s.kind === 'update' && ids.length) {
            const { values } = s;
            const res = await w.admin.call('PATCH', `/api/data_statistics/${ids[s.pick % ids.length]}/`, {
              ...(s.date ? { date: s.date } : {}),
              ...values,
              viewable_impressions: 0,
            });
            expect([200, 400]).toContain(res.statusCode);
          } else if (s.kind === 'delete' && ids.length) {
            const res = await w.admin.call('DELETE', `/api/data_statistics/${ids[s.pick % ids.length]}/`);
            expect(res.statusCode).toBe(204);
          } else if (s.kind === 'reformat') {
            const [now] = await ctx.database.query<{ group_id: number }>('select group_id from placement_groups where id = $1', [
              groupA2.id,
            ]);
            const res = await w.admin.call('PATCH', `/api/placements_groups/${groupA2.id}/`, {
              group_id: now!.group_id === w.mrec.id ? w.native.id : w.mrec.id,
            });
            expect(res.statusCode).toBe(200);
          } else if (s.kind === 'reshare') {
            const shares = await ctx.database.query<{ id: number; kind: string }>(
              `select id, 'shares' as kind from shares union all select id, 'supplier_shares' from supplier_shares order by 2, 1`,
            );
            const picked = shares[s.pick % shares.length]!;
            await ctx.database.query(`update ${picked.kind} set share = $1 where id = $2`, [(s.share / 100).toFixed(2), picked.id]);
          } else if (s.kind === 'rebuild') {
            const keys = await everyKey();
            if (keys.length) await rebuild([keys[s.pick % keys.length]!], s.bySource);
          }
        }
        // A bulk statement touches many rows and keys at once: the triggers sum per statement.
        await ctx.database.query(`update statistics set complete = not complete, revenue = revenue + 0.000001 where id % 2 = 0`);
        await ctx.database.query(`delete from statistics where id % 3 = 0`);
        // The walks of every share changed finish.
        await rebuild(await everyKey(), false);
        await expectRollupsMatchRawRows();
      }),
      { numRuns: 15, seed: 20261123 },
    );
  });
  it('keep a difference a walk has yet to take back when a placement group moves format, and come out exact after the walk', async () => {
    const groupA2 = await seedPlacementGroup(ctx, { websiteId: w.siteA.id, groupId: w.mrec.id, name: 'Sidebar' });
    const second = await seedData(ctx, { placementGroupId: groupA2.id, supplierId: w.supplier.id, groupId: w.mrec.id });
    const day = '2026-10-20';
    const first = (await w.admin.call('POST', '/api/data_statistics/', { ...dayOf(w.dataA.id, day), status: 'active' })).json<{
      id: number;
    }>();
    await w.admin.call('POST', '/api/data_statistics/', { ...dayOf(second.id, day), status: 'active' });
    // The share changes under the rows; before the walk one row goes (subtracted at the new share:
    // its format's totals keep 0 rows and a difference) and the other's group moves format.
    await ctx.database.query(`update shares set share = 50 where type = 'platform'`);
    expect((await w.admin.call('DELETE', `/api/data_statistics/${first.id}/`)).statusCode).toBe(204);
    expect((await w.admin.call('PATCH', `/api/placements_groups/${groupA2.id}/`, { group_id: w.native.id })).statusCode).toBe(200);
    await rebuild(await everyKey(), false);
    await expectRollupsMatchRawRows();
  });
});

describe('the statistics partitions', () => {
  it('keep half of each page free, so that a row rewritten in place needs no new index entry', async () => {
    // A month made now (by the first write of that month), beside the default partition from the migrations.
    const res = await w.admin.call('POST', '/api/data_statistics/', {
      placement_group_data_id: w.dataA.id,
      date: '2024-02-10',
      requests: 1,
      impressions: 1,
      viewable_impressions: 0,
      clicks: 0,
      revenue: '1.000000',
      status: 'active',
      complete: true,
    });
    expect(res.statusCode).toBe(201);
    const partitions = await ctx.database.query<{ name: string; options: string[] | null }>(
      `select c.relname as name, c.reloptions as options from pg_inherits i join pg_class c on c.oid = i.inhrelid
       where i.inhparent = 'statistics'::regclass order by 1`,
    );
    expect(partitions.map((p) => p.name)).toEqual(expect.arrayContaining(['statistics_2024_02', 'statistics_default']));
    for (const p of partitions) expect(p.options, p.name).toEqual(['fillfactor=50']);
  });
});

import { sql, type SQL } from 'drizzle-orm';
import { placementGroupData } from '../placement-group-data/index.js';
import { placementGroups } from '../placement-groups/index.js';
import { websites } from '../websites/index.js';
import { statistics } from './statistics.table.js';

/*
 * The waterfall (docs/product-rules.md, "Revenue and shares") is worked out in the database, from
 * the share periods in force on a statistic's day, whenever a row is read or summed: a row stores
 * only what was measured and the keys its shares are found by (migration 0041: the SQL functions
 * `pubdesk_shares_on`, the four shares of a key on a day, and `pubdesk_stages`, each stage's
 * revenue after its share, are the one definition the rollup trigger and these reads share).
 */

/**
 * For each data item matching `where` (on `d`, the data item; `pg`, its placement group; `w`, the
 * website), the keys a statistic copies: data_id, website_id, placement_group_id, supplier_id,
 * group_id (the item's format) and network_id (the website's network).
 */
export function itemKeys(where: SQL): SQL {
  return sql`
    select d.id as data_id, pg.website_id, d.placement_group_id, d.supplier_id, d.group_id, w.network_id
    from ${placementGroupData} d
    join ${placementGroups} pg on pg.id = d.placement_group_id
    join ${websites} w on w.id = pg.website_id
    where ${where}`;
}

/** The order of `stagesOfRow`'s values: the four shares, then the four revenues after them. */
export const stagedColumns = [
  'supplier_share',
  'pmp_share',
  'platform_share',
  'network_share',
  'supplier_after',
  'pmp_after',
  'platform_after',
  'network_after',
] as const;

/**
 * The shares in force on a raw row's day and each stage's revenue after them, as one text array
 * in `stagedColumns`' order: for a page of rows (each row looks its shares up; a sum looks them up
 * once per key, see `stagedSums`). `row` names the statistics row in the query.
 */
export function stagesOfRow(row: SQL): SQL<string[]> {
  return sql<string[]>`(select array[sh.supplier_share, sh.pmp_share, sh.platform_share, sh.network_share,
      st.supplier_after, st.pmp_after, st.platform_after, st.network_after]::text[]
    from pubdesk_shares_on(${row}.website_id, ${row}.network_id, ${row}.supplier_id, ${row}.group_id, ${row}.date) sh
    cross join lateral pubdesk_stages(${row}.revenue, sh.supplier_share, sh.pmp_share, sh.platform_share, sh.network_share) st)`;
}

/**
 * `query` read over the statistics `rows` picks (a query answering `statistics.*`, filtered as
 * the caller needs) with each stage's revenue after its share: inside `query`, `statistics` is
 * those rows with supplier_after, pmp_after, platform_after and network_after beside their own
 * columns. The shares are looked up once per key and day the rows have, not once per row.
 */
export function withStaged(rows: SQL, query: SQL): SQL {
  return sql`
    with r as materialized (${rows}),
    k as materialized (
      select kk.website_id, kk.network_key, kk.supplier_id, kk.group_id, kk.date, sh.*
      from (select distinct website_id, coalesce(network_id, 0) as network_key, supplier_id, group_id, date from r) kk
      cross join lateral pubdesk_shares_on(kk.website_id, nullif(kk.network_key, 0), kk.supplier_id, kk.group_id, kk.date) sh
    ),
    ${statistics} as (
      select r.*, st.supplier_after, st.pmp_after, st.platform_after, st.network_after
      from r
      join k on k.website_id = r.website_id and k.network_key = coalesce(r.network_id, 0) and k.supplier_id = r.supplier_id
        and k.group_id = r.group_id and k.date = r.date
      cross join lateral pubdesk_stages(r.revenue, k.supplier_share, k.pmp_share, k.platform_share, k.network_share) st
    )
    ${query}`;
}

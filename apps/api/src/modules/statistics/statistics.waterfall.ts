import { sql, type SQL } from 'drizzle-orm';
import { placementGroupData } from '../placement-group-data/index.js';
import { placementGroups } from '../placement-groups/index.js';
import { shares } from '../shares/index.js';
import { supplierShares } from '../suppliers/index.js';
import { websites } from '../websites/index.js';

/**
 * The waterfall, in SQL so that one statement writes a day of ten thousand rows with their stages
 * (docs/product-rules.md, "Revenue and shares"): each stage's revenue after = its revenue before
 * (the previous stage's after; the supplier's is the gross) times its share / 100, rounded once to
 * six decimals (PostgreSQL's round: half away from zero). Returns the four afters, in stage order.
 *
 * The share is made a factor by multiplying (a share of two decimals times 0.01 is exact to four),
 * not the product divided by 100: NUMERIC division keeps only about sixteen significant digits,
 * so above a hundred million the quotient was rounded to eight places before the six (an exact
 * 1,426,977,988.2792024966 became .27920250, then .279203). Multiplication is exact, and cheaper.
 */
export function stagesAfter(revenue: SQL, stageShares: readonly [SQL, SQL, SQL, SQL]): [SQL, SQL, SQL, SQL] {
  let before = revenue;
  const afters = stageShares.map((share) => {
    before = sql`round(${before} * (${share} * 0.01), 6)`;
    return before;
  });
  return afters as [SQL, SQL, SQL, SQL];
}

/** A share period holds on `day` (both ends included; a null end or start is unbounded). */
const holdsOn = (start: SQL, end: SQL, day: SQL) => sql`(${start} is null or ${start} <= ${day}) and (${end} is null or ${end} >= ${day})`;

/** Where a share lookup finds its key: the demand source, the format, the website and the website's network. */
interface ShareKey {
  supplier: SQL;
  group: SQL;
  website: SQL;
  network: SQL;
}

/** The key of the data item `d` in its placement group `pg` of the website `w`. */
const itemKey: ShareKey = { supplier: sql`d.supplier_id`, group: sql`d.group_id`, website: sql`pg.website_id`, network: sql`w.network_id` };

/** A website share of one stage for `key`'s format on `day`; none configured flows 100%. */
const websiteShare = (type: 'pmp' | 'platform' | 'network', key: ShareKey, day: SQL) => {
  // A network share made for the website's own network wins over one without a network.
  const network = type === 'network' ? sql`and (${shares.networkId} = ${key.network} or ${shares.networkId} is null)` : sql``;
  return sql`coalesce((select ${shares.share} from ${shares}
    where ${shares.websiteId} = ${key.website} and ${shares.type} = ${type} and ${shares.groupId} = ${key.group} ${network}
      and ${holdsOn(sql`${shares.startDate}`, sql`${shares.endDate}`, day)}
    order by ${shares.networkId} is null, ${shares.id} limit 1), 100)`;
};

/** The four shares in force on `day` for `key`, as supplier_share, pmp_share, platform_share, network_share. */
const sharesOf = (key: ShareKey, day: SQL) => sql`
      coalesce((select ${supplierShares.share} from ${supplierShares}
        where ${supplierShares.supplierId} = ${key.supplier} and ${supplierShares.groupId} = ${key.group}
          and ${holdsOn(sql`${supplierShares.startDate}`, sql`${supplierShares.endDate}`, day)}), 100) as supplier_share,
      ${websiteShare('pmp', key, day)} as pmp_share,
      ${websiteShare('platform', key, day)} as platform_share,
      ${websiteShare('network', key, day)} as network_share`;

/**
 * For each data item matching `where` (on `d`, the data item), the keys a statistic copies and
 * the shares in force on `day` (a date expression: a parameter, or a column of the rows being
 * written): the demand source's share for the item's format, then the website's PMP, platform
 * and network shares for it. Columns: data_id, website_id, placement_group_id, supplier_id,
 * supplier_share, pmp_share, platform_share, network_share.
 */
export function sharesInForce(where: SQL, day: SQL): SQL {
  return sql`
    select d.id as data_id, pg.website_id, d.placement_group_id, d.supplier_id, ${sharesOf(itemKey, day)}
    from ${placementGroupData} d
    join ${placementGroups} pg on pg.id = d.placement_group_id
    join ${websites} w on w.id = pg.website_id
    where ${where}`;
}

/**
 * sharesInForce for one day given as a value: the shares are looked up once for each key (demand
 * source, format, website) the data items share, not once for each data item. A format's day of
 * 27,400 data items of one demand source is 4 lookups, not 109,600. Same columns.
 */
export function sharesInForceOn(where: SQL, day: SQL): SQL {
  const key: ShareKey = { supplier: sql`k.supplier_id`, group: sql`k.group_id`, website: sql`k.website_id`, network: sql`w.network_id` };
  return sql`
    with items as materialized (
      select d.id as data_id, pg.website_id, d.placement_group_id, d.supplier_id, d.group_id
      from ${placementGroupData} d
      join ${placementGroups} pg on pg.id = d.placement_group_id
      join ${websites} w on w.id = pg.website_id
      where ${where}
    ), keyed as materialized (
      select k.website_id, k.supplier_id, k.group_id, ${sharesOf(key, day)}
      from (select distinct website_id, supplier_id, group_id from items) k
      join ${websites} w on w.id = k.website_id
    )
    select i.data_id, i.website_id, i.placement_group_id, i.supplier_id,
      s.supplier_share, s.pmp_share, s.platform_share, s.network_share
    from items i
    join keyed s on s.website_id = i.website_id and s.supplier_id = i.supplier_id and s.group_id = i.group_id`;
}

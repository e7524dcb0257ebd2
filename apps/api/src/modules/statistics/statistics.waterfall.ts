import { sql, type SQL } from 'drizzle-orm';
import { placementGroupData } from '../placement-group-data/index.js';
import { placementGroups } from '../placement-groups/index.js';
import { shares } from '../shares/index.js';
import { supplierShares } from '../suppliers/index.js';
import { websites } from '../websites/index.js';

/**
 * The waterfall, in SQL so that one statement writes a day of ten thousand rows with their stages
 * (docs/product-rules.md, "Revenue and shares"): each stage's revenue after = its revenue before
 * (the previous stage's after; the supplier's is the gross) times its share / 100, kept to six
 * decimals (PostgreSQL's round: half away from zero). Returns the four afters, in stage order.
 */
export function stagesAfter(revenue: SQL, stageShares: readonly [SQL, SQL, SQL, SQL]): [SQL, SQL, SQL, SQL] {
  let before = revenue;
  const afters = stageShares.map((share) => {
    before = sql`round(${before} * ${share} / 100, 6)`;
    return before;
  });
  return afters as [SQL, SQL, SQL, SQL];
}

/** A share period holds on `day` (both ends included; a null end or start is unbounded). */
const holdsOn = (start: SQL, end: SQL, day: SQL) => sql`(${start} is null or ${start} <= ${day}) and (${end} is null or ${end} >= ${day})`;

/** A website share of one stage for the data item `d`'s format on `day`; none configured flows 100%. */
const websiteShare = (type: 'pmp' | 'platform' | 'network', day: SQL) => {
  // A network share made for the website's own network wins over one without a network.
  const network = type === 'network' ? sql`and (${shares.networkId} = w.network_id or ${shares.networkId} is null)` : sql``;
  return sql`coalesce((select ${shares.share} from ${shares}
    where ${shares.websiteId} = pg.website_id and ${shares.type} = ${type} and ${shares.groupId} = d.group_id ${network}
      and ${holdsOn(sql`${shares.startDate}`, sql`${shares.endDate}`, day)}
    order by ${shares.networkId} is null, ${shares.id} limit 1), 100)`;
};

/**
 * For each data item matching `where` (on `d`, the data item), the keys a statistic copies and
 * the shares in force on `day` (a date expression: a parameter, or a column of the rows being
 * written): the demand source's share for the item's format, then the website's PMP, platform
 * and network shares for it. Columns: data_id, website_id, placement_group_id, supplier_id,
 * supplier_share, pmp_share, platform_share, network_share.
 */
export function sharesInForce(where: SQL, day: SQL): SQL {
  return sql`
    select d.id as data_id, pg.website_id, d.placement_group_id, d.supplier_id,
      coalesce((select ${supplierShares.share} from ${supplierShares}
        where ${supplierShares.supplierId} = d.supplier_id and ${supplierShares.groupId} = d.group_id
          and ${holdsOn(sql`${supplierShares.startDate}`, sql`${supplierShares.endDate}`, day)}), 100) as supplier_share,
      ${websiteShare('pmp', day)} as pmp_share,
      ${websiteShare('platform', day)} as platform_share,
      ${websiteShare('network', day)} as network_share
    from ${placementGroupData} d
    join ${placementGroups} pg on pg.id = d.placement_group_id
    join ${websites} w on w.id = pg.website_id
    where ${where}`;
}

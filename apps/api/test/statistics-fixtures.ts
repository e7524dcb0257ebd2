import type { TestContext } from './harness.js';
import { seedData, seedPlacementGroup, seedSupplier, seedSupplierShare } from './demand-fixtures.js';
import { inventoryWorld, multipart, type Actor } from './helpers.js';
import { shares } from '../src/modules/shares/index.js';

/**
 * The inventory world with one data item on each network's website, and on website A the shares
 * of the decisions' example: supplier 90%, no PMP share, platform 80%, network 75%.
 */
export async function statisticsWorld(ctx: TestContext) {
  const world = await inventoryWorld(ctx);
  const supplier = await seedSupplier(ctx, { name: 'Adnet' });
  const groupA = await seedPlacementGroup(ctx, { websiteId: world.siteA.id, groupId: world.mrec.id, name: 'Top banner' });
  const groupB = await seedPlacementGroup(ctx, { websiteId: world.siteB.id, groupId: world.mrec.id, name: 'Side banner' });
  const dataA = await seedData(ctx, { placementGroupId: groupA.id, supplierId: supplier.id, groupId: world.mrec.id, name: 'Alpha line' });
  const dataB = await seedData(ctx, { placementGroupId: groupB.id, supplierId: supplier.id, groupId: world.mrec.id, name: 'Beta line' });
  await seedSupplierShare(ctx, supplier.id, world.mrec.id, '90.00');
  await ctx.database.db.insert(shares).values([
    { websiteId: world.siteA.id, type: 'platform', groupId: world.mrec.id, share: '80.00' },
    { websiteId: world.siteA.id, type: 'network', groupId: world.mrec.id, share: '75.00', networkId: world.netA.user.id },
  ]);
  return { ...world, supplier, groupA, groupB, dataA, dataB };
}

/** A statistic's body with the metrics the tests care about and quiet defaults for the rest. */
export const dayOf = (dataId: number, date: string, values: Record<string, unknown> = {}) => ({
  placement_group_data_id: dataId,
  date,
  requests: 2000,
  impressions: 1000,
  viewable_impressions: 600,
  clicks: 10,
  revenue: '100.00',
  ...values,
});

/** A CSV file of a source's figures uploaded as the console sends it (`POST /imports/upload/`), answered as sent. */
export function uploadFigures(ctx: TestContext, who: Actor, supplier: number, csv: string) {
  const { payload, headers } = multipart([{ field: 'file', filename: 'days.csv', contentType: 'text/csv', data: Buffer.from(csv) }], {
    supplier: String(supplier),
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/imports/upload/',
    payload,
    headers: { ...headers, authorization: who.authorization },
  });
}

/**
 * The raw statistics as a table with each row's shares and stages worked out from the share
 * periods in force now, row by row (the product works them out when it reads a row): for a
 * test's SQL over the rows, `select ... from ${stagedStatistics}` (aliased `statistics`).
 */
export const stagedStatistics = `(select s.*, sh.*, st.* from statistics s
  cross join lateral pubdesk_shares_on(s.website_id, s.network_id, s.supplier_id, s.group_id, s.date) sh
  cross join lateral pubdesk_stages(s.revenue, sh.supplier_share, sh.pmp_share, sh.platform_share, sh.network_share) st) statistics`;

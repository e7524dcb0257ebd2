import type { ApiTypeName } from '@pubdesk/contract';
import { secretBox } from '../src/lib/secret-box.js';
import { accountEmailOf } from '../src/modules/external-apis/account-email.js';
import { apiTypes, externalApis } from '../src/modules/external-apis/index.js';
import { serveMetrics } from '../src/modules/metrics/index.js';
import { placementGroupData, placementGroupDataMetrics } from '../src/modules/placement-group-data/placement-group-data.table.js';
import { placementGroups } from '../src/modules/placement-groups/placement-groups.table.js';
import { ads, supplierShares, suppliers } from '../src/modules/suppliers/index.js';
import type { TestContext } from './harness.js';
import { inventoryWorld } from './helpers.js';
import { oauthClient, serviceAccountKey } from './stand-ins/google-token.js';

/** Shared fixtures for the demand tests (external APIs, metrics, suppliers, ads, data items). */

/** Every table the demand side writes, for before/after counts around a refused write. */
export const demandTables = [
  'external_apis',
  'serve_metrics',
  'suppliers',
  'supplier_shares',
  'ads',
  'placement_group_data',
  'placement_group_data_metrics',
] as const;

/** The API types' ids by shortname (product data the migration inserts; reset() keeps them). */
export async function seedApiTypes(ctx: TestContext) {
  const rows = await ctx.database.db.select().from(apiTypes);
  return Object.fromEntries(rows.map((r) => [r.shortname, r.id])) as Record<ApiTypeName, number>;
}

/** The inventory world plus the API types: what every demand test starts from. */
export async function demandWorld(ctx: TestContext) {
  const world = await inventoryWorld(ctx);
  const apiTypeIds = await seedApiTypes(ctx);
  return { ...world, apiTypeIds };
}

let seq = 0;

/**
 * Well-formed credentials of an API type, in the shape its reporting connector signs in with
 * (they sign in nowhere but the Google stand-ins), each with an account e-mail made from `n`:
 * Ad Manager the fixture service account's key file plus "network_code", AdSense the fixture
 * OAuth client and refresh token, AniView its login; Netlink and Postquare take any text.
 */
export function apiCredentials(type: ApiTypeName, n = 0): string {
  const email = `svc${n}@example.iam.gserviceaccount.com`;
  switch (type) {
    case 'admanager':
      return JSON.stringify({ ...serviceAccountKey, client_email: email, network_code: String(21700000 + n) });
    case 'adsense':
      return JSON.stringify({ ...oauthClient, account_email: email });
    case 'aniview':
      return JSON.stringify({ id: email, password: `password-${n}`, accountId: `account-${n}` });
    case 'netlink':
    case 'postquare':
      return `api_user=${email};api_token=token-${n}`;
  }
}

/**
 * An external API written straight to the table, its credentials sealed like the server's; by
 * default well-formed ones of its type (apiCredentials), as the server would have accepted.
 */
export async function seedExternalApi(
  ctx: TestContext,
  values: Partial<{
    type: ApiTypeName;
    name: string;
    shortname: string;
    code: string;
    priority: number;
    status: 'active' | 'pending' | 'suspended';
  }> = {},
) {
  const n = ++seq;
  const types = await seedApiTypes(ctx);
  const type = values.type ?? 'admanager';
  const code = values.code ?? apiCredentials(type, n);
  const [row] = await ctx.database.db
    .insert(externalApis)
    .values({
      typeId: types[type],
      name: values.name ?? `API ${n}`,
      shortname: values.shortname ?? `api-${n}`,
      codeSealed: secretBox(ctx.config.secret).seal(code),
      accountEmail: accountEmailOf(code),
      priority: values.priority ?? 0,
      status: values.status ?? 'active',
    })
    .returning();
  return row!;
}

export async function seedSupplier(ctx: TestContext, values: Partial<typeof suppliers.$inferInsert> = {}) {
  const n = ++seq;
  const [row] = await ctx.database.db
    .insert(suppliers)
    .values({ name: `Supplier ${n}`, ...values })
    .returning();
  return row!;
}

export async function seedAds(ctx: TestContext, supplierId: number, lines: string[]) {
  return ctx.database.db
    .insert(ads)
    .values(lines.map((text) => ({ supplierId, text })))
    .returning();
}

export async function seedSupplierShare(ctx: TestContext, supplierId: number, groupId: number, share = '50.00') {
  const [row] = await ctx.database.db.insert(supplierShares).values({ supplierId, groupId, share }).returning();
  return row!;
}

export async function seedMetric(ctx: TestContext, values: Partial<typeof serveMetrics.$inferInsert> = {}) {
  const n = ++seq;
  const [row] = await ctx.database.db
    .insert(serveMetrics)
    .values({ name: `Metric ${n}`, shortname: `metric-${n}`, code: `CODE_${n}`, type: 'custom', ...values })
    .returning();
  return row!;
}

export async function seedPlacementGroup(ctx: TestContext, values: { websiteId: number; groupId: number; name?: string }) {
  const [row] = await ctx.database.db
    .insert(placementGroups)
    .values({ name: values.name ?? `Placement ${++seq}`, websiteId: values.websiteId, groupId: values.groupId })
    .returning();
  return row!;
}

/** A data item (and its ticked metrics) written straight to the tables. */
export async function seedData(
  ctx: TestContext,
  values: Partial<typeof placementGroupData.$inferInsert> & { placementGroupId: number; supplierId: number; groupId: number },
  metrics: number[] = [],
) {
  const [row] = await ctx.database.db
    .insert(placementGroupData)
    .values({ name: `Data ${++seq}`, dfpPlacementId: `${2100 + seq}`, ...values })
    .returning();
  if (metrics.length)
    await ctx.database.db.insert(placementGroupDataMetrics).values(metrics.map((metricId) => ({ dataId: row!.id, metricId })));
  return row!;
}

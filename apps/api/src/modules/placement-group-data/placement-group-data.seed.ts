import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { serveMetrics } from '../metrics/index.js';
import { placementGroups } from '../placement-groups/index.js';
import { suppliers } from '../suppliers/index.js';
import { placementGroupData, placementGroupDataMetrics } from './placement-group-data.table.js';

/** Which serve metrics a data item of each demand source is read with. */
const metricTypesOf: Record<string, string[]> = {
  'Google Ad Manager': ['adserver', 'adexchange', 'total'],
  'Google AdSense': ['adsense'],
  AniView: ['aniview'],
  Netlink: ['netlink'],
  Postquare: ['custom'],
  'Direct Campaigns': ['custom'],
};

/** A data item on every demo placement group, its demand source taken in turn. */
export async function seedDemoPlacementGroupData(db: Db): Promise<void> {
  const sources = await db.select().from(suppliers).orderBy(asc(suppliers.id));
  const groups = await db.select().from(placementGroups).orderBy(asc(placementGroups.id));
  const metrics = await db.select().from(serveMetrics).where(eq(serveMetrics.status, 'active'));
  if (sources.length === 0 || groups.length === 0) return;

  const values = groups.map((g, i) => {
    const supplier = sources[i % sources.length]!;
    const type = (['placement', 'ad_unit', 'domain'] as const)[i % 3];
    return {
      name: `${g.name} - ${supplier.name}`,
      groupId: g.groupId,
      type,
      dfpPlacementId: type === 'placement' ? String(21000000 + g.id) : '',
      dfpAdunitId: type === 'ad_unit' ? `/${22000000 + g.websiteId}/${g.name.toLowerCase().replace(/[^a-z0-9]+/g, '_')}` : '',
      serveWith: supplier.advertiserId ? ('advertiser_id' as const) : ('none' as const),
      supplierId: supplier.id,
      placementGroupId: g.id,
      flag: i % 7 === 6 ? ('uncomplete' as const) : ('default' as const),
      status: i % 11 === 10 ? ('suspended' as const) : ('active' as const),
    };
  });
  const created = await db
    .insert(placementGroupData)
    .values(values)
    .returning({ id: placementGroupData.id, supplierId: placementGroupData.supplierId });
  const byId = new Map(sources.map((s) => [s.id, s.name]));
  const links = created.flatMap((d) => {
    const types = metricTypesOf[byId.get(d.supplierId) ?? ''] ?? [];
    return metrics.filter((m) => types.includes(m.type)).map((m) => ({ dataId: d.id, metricId: m.id }));
  });
  if (links.length) await db.insert(placementGroupDataMetrics).values(links);
}

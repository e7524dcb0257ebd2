import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { apiTypes, externalApis } from '../external-apis/index.js';
import { groupTypes } from '../group-types/index.js';
import { ads, supplierShares, suppliers } from './suppliers.table.js';

type Demo = {
  name: string;
  api: string | null;
  currency: 'USD' | 'EUR' | 'CAD';
  advertiserId: string;
  schedule: string | null;
  share: string;
  lines: string[];
};
/** A demand source per API type, and one fed by hand. Seller ids are made up. */
const demo: Demo[] = [
  {
    name: 'Google Ad Manager',
    api: 'admanager',
    currency: 'USD',
    advertiserId: '4839201',
    schedule: '06:00',
    share: '90.00',
    lines: ['google.com, pub-4839201000000001, DIRECT, f08c47fec0942fa0', 'google.com, pub-4839201000000002, RESELLER, f08c47fec0942fa0'],
  },
  {
    name: 'Google AdSense',
    api: 'adsense',
    currency: 'USD',
    advertiserId: '',
    schedule: '06:30',
    share: '85.00',
    lines: ['google.com, pub-7710000000000042, DIRECT, f08c47fec0942fa0'],
  },
  {
    name: 'AniView',
    api: 'aniview',
    currency: 'EUR',
    advertiserId: 'AV-2231',
    schedule: '07:00',
    share: '80.00',
    lines: ['aniview.com, 5f3d2a1b9c8e7d6f5a4b3c2d, DIRECT, 78b21b97965ec3f8', 'spotxchange.com, 229102, RESELLER, 7842df1d2fe2db34'],
  },
  {
    name: 'Netlink',
    api: 'netlink',
    currency: 'CAD',
    advertiserId: 'NL-88',
    schedule: '07:30',
    share: '75.00',
    lines: ['netlink.vn, 10492, DIRECT'],
  },
  {
    name: 'Postquare',
    api: 'postquare',
    currency: 'USD',
    advertiserId: '',
    schedule: '08:00',
    share: '70.00',
    lines: ['postquare.com, 11873, DIRECT'],
  },
  {
    name: 'Direct Campaigns',
    api: null,
    currency: 'USD',
    advertiserId: 'DC-1',
    schedule: null,
    share: '95.00',
    lines: ['contact=adops@northwind.example'],
  },
];

export async function seedDemoSuppliers(db: Db): Promise<void> {
  const apis = new Map(
    (
      await db
        .select({ id: externalApis.id, type: apiTypes.shortname })
        .from(externalApis)
        .innerJoin(apiTypes, eq(apiTypes.id, externalApis.typeId))
    ).map((a) => [a.type, a.id]),
  );
  const formats = await db
    .select({ id: groupTypes.id })
    .from(groupTypes)
    .where(eq(groupTypes.status, 'active'))
    .orderBy(asc(groupTypes.id));
  for (const d of demo) {
    const [row] = await db
      .insert(suppliers)
      .values({
        name: d.name,
        advertiserId: d.advertiserId,
        currency: d.currency,
        type: d.api ? 'automatic' : 'manual',
        demo: true,
        schedule: d.schedule,
        apiId: d.api ? apis.get(d.api)! : null,
      })
      .returning({ id: suppliers.id });
    const supplierId = row!.id;
    await db.insert(supplierShares).values(formats.slice(0, 3).map((f) => ({ supplierId, groupId: f.id, share: d.share })));
    await db.insert(ads).values(d.lines.map((text) => ({ supplierId, text })));
  }
}

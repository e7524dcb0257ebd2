import type { Db } from '../../db/client.js';
import { secretBox } from '../../lib/secret-box.js';
import { accountEmailOf } from './account-email.js';
import type { SeedContext } from '../../lib/feature.js';
import { apiTypes, externalApis } from './external-apis.table.js';

/** One set of (made-up) credentials per API type, sealed like real ones. */
const demo: Array<{ type: string; name: string; shortname: string; code: string; priority: number }> = [
  {
    type: 'admanager',
    name: 'Northwind Ad Manager',
    shortname: 'northwind-gam',
    priority: 1,
    code: JSON.stringify({
      type: 'service_account',
      client_email: 'reporting@northwind-gam.iam.gserviceaccount.com',
      private_key: 'demo-not-a-real-key',
    }),
  },
  {
    type: 'adsense',
    name: 'Northwind AdSense',
    shortname: 'northwind-adsense',
    priority: 2,
    code: JSON.stringify({
      type: 'service_account',
      client_email: 'adsense@northwind-gam.iam.gserviceaccount.com',
      private_key: 'demo-not-a-real-key',
    }),
  },
  {
    type: 'aniview',
    name: 'AniView Reporting',
    shortname: 'aniview',
    priority: 1,
    code: JSON.stringify({ username: 'reports@northwind.example', password: 'demo-aniview' }),
  },
  {
    type: 'netlink',
    name: 'Netlink Reporting',
    shortname: 'netlink',
    priority: 1,
    code: 'api_user=ops@northwind.example;api_token=demo-netlink-token',
  },
  {
    type: 'postquare',
    name: 'Postquare Reporting',
    shortname: 'postquare',
    priority: 1,
    code: JSON.stringify({ email: 'finance@northwind.example', api_key: 'demo-postquare-key' }),
  },
];

export async function seedDemoExternalApis(db: Db, ctx: SeedContext): Promise<void> {
  const box = secretBox(ctx.secret);
  const types = new Map((await db.select().from(apiTypes)).map((t) => [t.shortname, t.id]));
  await db.insert(externalApis).values(
    demo.map((d) => ({
      typeId: types.get(d.type)!,
      name: d.name,
      shortname: d.shortname,
      codeSealed: box.seal(d.code),
      accountEmail: accountEmailOf(d.code),
      priority: d.priority,
    })),
  );
}

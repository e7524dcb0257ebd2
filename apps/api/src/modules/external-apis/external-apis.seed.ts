import type { Db } from '../../db/client.js';
import { secretBox } from '../../lib/secret-box.js';
import { accountEmailOf } from './account-email.js';
import type { SeedContext } from '../../lib/feature.js';
import { apiTypes, externalApis } from './external-apis.table.js';

/**
 * One set of (made-up) credentials per API type, sealed like real ones, in each connector's shape.
 * They sign in nowhere: the demo world's sources are answered by the demo connector. Each keeps
 * the account e-mail the revenue-imports migration uses to find the demo sources (client_email,
 * account_email, or the AniView login).
 */
const demo: Array<{ type: string; name: string; shortname: string; code: string; priority: number }> = [
  {
    type: 'admanager',
    name: 'Northwind Ad Manager',
    shortname: 'northwind-gam',
    priority: 1,
    // A service account key file plus the network code; the key is not a PEM key, so even a
    // connection test stops before any call.
    code: JSON.stringify({
      type: 'service_account',
      project_id: 'northwind-gam',
      private_key_id: 'demo',
      private_key: 'demo-not-a-real-key',
      client_email: 'reporting@northwind-gam.iam.gserviceaccount.com',
      client_id: '000000000000000000000',
      network_code: '00000000',
    }),
  },
  {
    type: 'adsense',
    name: 'Northwind AdSense',
    shortname: 'northwind-adsense',
    priority: 2,
    // An OAuth client and the refresh token the account owner granted (AdSense has no service accounts).
    code: JSON.stringify({
      client_id: 'demo-northwind.apps.googleusercontent.com',
      client_secret: 'demo-not-a-real-secret',
      refresh_token: 'demo-not-a-real-refresh-token',
      account: 'accounts/pub-0000000000000000',
      account_email: 'adsense@northwind-gam.iam.gserviceaccount.com',
    }),
  },
  {
    type: 'aniview',
    name: 'AniView Reporting',
    shortname: 'aniview',
    priority: 1,
    code: JSON.stringify({ id: 'reports@northwind.example', password: 'demo-aniview', accountId: 'demo-northwind' }),
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

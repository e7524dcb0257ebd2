import { inArray } from 'drizzle-orm';
import { apiKeyPrefix } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { SeedContext } from '../../lib/feature.js';
import { secretBox } from '../../lib/secret-box.js';
import { randomKey, sha256 } from '../../lib/secrets.js';
import { users } from '../users/index.js';
import { apiKeys } from './api-keys.table.js';

const demoKeys = [
  {
    name: 'Reporting export',
    username: 'publisher1',
    status: 'active' as const,
    permissions: ['websites.view_website', 'websites.view_placementgroup'],
  },
  { name: 'Old integration', username: 'network2', status: 'suspended' as const, permissions: [] },
];

/** A key for a publisher's reporting script, and a suspended one of a network. Fresh random keys each time. */
export async function seedDemoApiKeys(db: Db, ctx: SeedContext): Promise<void> {
  const box = secretBox(ctx.secret, 'api-keys');
  const ids = new Map(
    (
      await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(
          inArray(
            users.username,
            demoKeys.map((k) => k.username),
          ),
        )
    ).map((u) => [u.username, u.id]),
  );
  const rows = demoKeys
    .filter((k) => ids.has(k.username))
    .map((k) => {
      const key = `${apiKeyPrefix}${randomKey()}`;
      return {
        name: k.name,
        userId: ids.get(k.username)!,
        keySealed: box.seal(key),
        keyHash: sha256(key),
        keyTail: key.slice(-4),
        status: k.status,
        permissions: k.permissions,
      };
    });
  if (rows.length) await db.insert(apiKeys).values(rows);
}

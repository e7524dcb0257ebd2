import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../users/index.js';
import { auditLogs } from './audit.table.js';

const clients = [
  { ip: '203.0.113.24', platform: 'Windows', browser: 'Chrome', device: 'Desktop' },
  { ip: '198.51.100.7', platform: 'macOS', browser: 'Safari', device: 'Desktop' },
  { ip: '192.0.2.55', platform: 'Android', browser: 'Chrome', device: 'Mobile' },
];
const actions: Array<[string, string, string, string]> = [
  ['auth', 'obtainToken', 'POST', '/api/auth/token/'],
  ['websites', 'updateWebsite', 'PATCH', '/api/websites/:id/'],
  ['placement groups', 'createPlacementGroup', 'POST', '/api/placements_groups/'],
  ['tags', 'updateTag', 'PATCH', '/api/tags/:id/'],
  ['users', 'updateProfile', 'PATCH', '/api/profiles/:id/'],
];

/** A few weeks of past activity for the staff, so the Logs tab has a history to show. */
export async function seedDemoAuditLog(db: Db): Promise<void> {
  const staff = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.role, ['admin', 'organization', 'account_manager', 'ad_operation']));
  const day = 86_400_000;
  const now = Date.now();
  const rows = staff.flatMap((u, ui) =>
    Array.from({ length: 20 }, (_, i) => {
      const [service, action, method, path] = actions[(ui + i) % actions.length]!;
      return {
        service,
        action,
        userId: u.id,
        data: {
          ...clients[(ui + i) % clients.length]!,
          method,
          path,
          status: method === 'POST' ? 201 : 200,
          ...(path.includes(':id') ? { id: 1 + ((ui * 7 + i) % 30) } : {}),
        },
        createdAt: new Date(now - (20 - i) * day - ui * 3_600_000),
      };
    }),
  );
  if (rows.length) await db.insert(auditLogs).values(rows);
}

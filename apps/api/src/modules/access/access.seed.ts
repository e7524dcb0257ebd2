import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../users/index.js';
import { groupPermissions, permissionExceptions, permissionGroups, permissions, userGroups } from './access.table.js';
import type { Permission } from './permissions.js';

const demoGroups: Array<{ name: string; code: string; permissions: Permission[]; members: string[] }> = [
  {
    name: 'Reporting',
    code: 'reporting',
    permissions: [
      'websites.view_website',
      'websites.view_placementgroup',
      'websites.view_placementgroupdata',
      'demand.view_supplier',
      'settings.view_metric',
    ],
    members: ['account_manager1'],
  },
  {
    name: 'Inventory editors',
    code: 'inventory-editors',
    permissions: [
      'websites.add_website',
      'websites.change_website',
      'websites.add_placementgroup',
      'websites.change_placementgroup',
      'websites.delete_placementgroup',
    ],
    members: ['ad_operation1', 'account_manager1'],
  },
];
const demoExceptions: Array<{ username: string; permission: Permission; type: 'grant' | 'deny' }> = [
  { username: 'ad_operation1', permission: 'demand.delete_supplier', type: 'grant' },
  { username: 'account_manager1', permission: 'websites.delete_placementgroup', type: 'deny' },
];

/** Two permission groups with members, and a grant and a deny exception. */
export async function seedDemoAccess(db: Db): Promise<void> {
  const codenames = [...new Set([...demoGroups.flatMap((g) => g.permissions), ...demoExceptions.map((e) => e.permission)])];
  const permissionIds = new Map(
    (await db.select().from(permissions).where(inArray(permissions.codename, codenames))).map((p) => [p.codename, p.id]),
  );
  const usernames = [...new Set([...demoGroups.flatMap((g) => g.members), ...demoExceptions.map((e) => e.username)])];
  const userIds = new Map(
    (await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, usernames))).map((u) => [
      u.username,
      u.id,
    ]),
  );

  for (const g of demoGroups) {
    const [group] = await db.insert(permissionGroups).values({ name: g.name, code: g.code }).returning({ id: permissionGroups.id });
    await db.insert(groupPermissions).values(g.permissions.map((p) => ({ groupId: group!.id, permissionId: permissionIds.get(p)! })));
    const members = g.members.map((m) => userIds.get(m)).filter((id): id is number => id !== undefined);
    if (members.length) await db.insert(userGroups).values(members.map((userId) => ({ userId, groupId: group!.id })));
  }
  const exceptions = demoExceptions
    .filter((e) => userIds.has(e.username))
    .map((e) => ({ userId: userIds.get(e.username)!, permissionId: permissionIds.get(e.permission)!, type: e.type }));
  if (exceptions.length) await db.insert(permissionExceptions).values(exceptions);
}

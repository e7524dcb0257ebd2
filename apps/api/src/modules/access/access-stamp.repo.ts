import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../users/index.js';
import { userGroups } from './access.table.js';

/** Tells the per-request check that these users' permissions changed (see access.resolver.ts). */
export async function touchUsers(db: Db, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(users)
    .set({ accessStamp: sql`nextval('access_stamp_seq')` })
    .where(inArray(users.id, userIds));
}

/** Every member of a group whose permissions changed. */
export async function touchGroupMembers(db: Db, groupId: number): Promise<void> {
  const members = await db.select({ id: userGroups.userId }).from(userGroups).where(eq(userGroups.groupId, groupId));
  await touchUsers(
    db,
    members.map((m) => m.id),
  );
}

import { afterEach, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Role } from '@pubdesk/contract';
import { eachTestIn, type TestContext } from './harness.js';
import { actor, assignStaff, rowCounts, type Actor } from './helpers.js';
import { touchUsers, type Permission } from '../src/modules/access/index.js';
import { permissions, services, userGroups } from '../src/modules/access/access.table.js';
import { users } from '../src/modules/users/users.table.js';

/** Shared fixtures for the Access tests (access, access.engine and audit). */

/** Every table the access endpoints and the audit log write, for before/after counts around a refused write. */
export const accessTables = ['permission_groups', 'group_permissions', 'user_groups', 'permission_exceptions', 'audit_logs'] as const;

let stampSeq = 0;
/**
 * A user of the role with a ready Authorization header, whose `access_stamp` starts at a value
 * no earlier user of this test file had. `ctx.reset()` restarts the user ids, while the app (and
 * the resolver's per-user cache, keyed by id and stamp) lives on for the whole file: without
 * this, a new user could meet the cached permission set of an earlier test's user with the same
 * id and the same stamp.
 */
export async function accessActor(ctx: TestContext, role: Role, opts: Parameters<typeof actor>[2] = {}): Promise<Actor> {
  const who = await actor(ctx, role, opts);
  await ctx.database.db
    .update(users)
    .set({ accessStamp: ++stampSeq * 100_000 })
    .where(eq(users.id, who.user.id));
  await ctx.app.deps.access.settle();
  return who;
}

/**
 * An admin, an account manager and a publisher, each with an access stamp of its own: the world
 * of the tests that follow a permission change from one request to the next (`eachTestIn`).
 */
export async function staffAndPublisher(ctx: TestContext): Promise<{ admin: Actor; manager: Actor; publisher: Actor }> {
  return {
    admin: await accessActor(ctx, 'admin'),
    manager: await accessActor(ctx, 'account_manager'),
    publisher: await accessActor(ctx, 'publisher'),
  };
}

/** The database id of a permission codename (the catalogue's rows are reference data). */
export async function permissionId(ctx: TestContext, codename: Permission): Promise<number> {
  const [row] = await ctx.database.db.select({ id: permissions.id }).from(permissions).where(eq(permissions.codename, codename));
  if (!row) throw new Error(`no permission row for ${codename}`);
  return row.id;
}

export async function serviceId(ctx: TestContext, name: string): Promise<number> {
  const [row] = await ctx.database.db.select({ id: services.id }).from(services).where(eq(services.name, name));
  if (!row) throw new Error(`no service row for ${name}`);
  return row.id;
}

/** Group membership has no API yet: written to the table, then the users are touched as the future API will. */
export async function joinGroup(ctx: TestContext, userId: number, groupId: number): Promise<void> {
  await ctx.database.db.insert(userGroups).values({ userId, groupId });
  await touchUsers(ctx.database.db, [userId]);
  await ctx.app.deps.access.settle();
}

/** Changes a user row directly (suspension, role), as an admin tool or another module would. */
export async function setUser(
  ctx: TestContext,
  userId: number,
  values: Partial<Pick<typeof users.$inferInsert, 'isActive' | 'role'>>,
): Promise<void> {
  await ctx.database.db.update(users).set(values).where(eq(users.id, userId));
  // Edited behind the API's back: wait until the app has heard of it, as another process would.
  await ctx.app.deps.access.settle();
}

/** Names and descriptions of the reference tables, to undo a test's edits (`reset()` keeps those tables). */
export async function snapshotCatalogue(ctx: TestContext): Promise<() => Promise<void>> {
  const db = ctx.database.db;
  const read = async () => ({
    perms: await db.select({ id: permissions.id, name: permissions.name }).from(permissions),
    svcs: await db.select({ id: services.id, description: services.description }).from(services),
  });
  const before = await read();
  return async () => {
    const now = await read();
    for (const p of before.perms) {
      if (now.perms.find((q) => q.id === p.id)?.name !== p.name)
        await db.update(permissions).set({ name: p.name }).where(eq(permissions.id, p.id));
    }
    for (const s of before.svcs) {
      if (now.svcs.find((q) => q.id === s.id)?.description !== s.description)
        await db.update(services).set({ description: s.description }).where(eq(services.id, s.id));
    }
  };
}

/** A Chrome-on-Windows desktop browser. */
export const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/**
 * The users every Access test starts with: an admin, a developer, an account manager and a
 * publisher the manager looks after (row scope: managers see what is assigned to them).
 */
export async function staffWorld(ctx: TestContext) {
  const world = {
    admin: await accessActor(ctx, 'admin'),
    developer: await accessActor(ctx, 'developer'),
    manager: await accessActor(ctx, 'account_manager'),
    publisher: await accessActor(ctx, 'publisher'),
  };
  await assignStaff(ctx, world.manager.user, { publisher: world.publisher.user.id });
  return world;
}

/**
 * eachTestIn(staffWorld) for the access test files, which also edit the catalogue's names and
 * descriptions: `reset()` keeps the permissions and services tables, so these are restored after
 * each test.
 */
export function eachStaffTest() {
  const file = eachTestIn(staffWorld);
  let restoreCatalogue: () => Promise<void>;
  beforeAll(async () => {
    restoreCatalogue = await snapshotCatalogue(file.ctx);
  });
  afterEach(() => restoreCatalogue());
  return file;
}

/** Row counts of the access tables, for before/after around a refused write. */
export const accessCounts = (ctx: TestContext) => rowCounts(ctx, accessTables);

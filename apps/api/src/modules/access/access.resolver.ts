import type { Role } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import { createChangeChannel, type ChannelDatabase } from '../../lib/change-channel.js';
import { accessRepo, type AccessHead } from './access.repo.js';
import { combinePermissions, type Permission } from './permissions.js';

export interface AccessState {
  role: Role;
  active: boolean;
  /** Access tokens issued at or before this moment (Unix ms) are dead: the user was suspended since. */
  revokedUpTo: number | null;
  permissions: ReadonlySet<Permission>;
}

/** The channel the `users_access_changed` trigger notifies (migration 0008). */
const CHANNEL = 'pubdesk_access';

type Head = AccessHead;

/**
 * What a user may do, so that a suspension, a role change or an edited group or exception
 * counts from the user's next request.
 *
 * Each user's head row (role, is_active, access_stamp) is cached per process while the process
 * LISTENs for the trigger that fires on every change of those columns, on a delete and on a
 * truncate (migration 0008). On top, every write request of this process drops the whole cache
 * before its answer leaves (`forgetAll`, called by the auth plugin), so the writer's next
 * request never waits for the notification. Without a listening connection (not started, or
 * lost) every request reads the head row, as before. The permission set is recomputed only
 * when the stamp, drawn from a global sequence, has moved.
 */
export function createAccessResolver(db: Db, database?: ChannelDatabase) {
  const permissionCache = new Map<number, { stamp: number; role: Role; permissions: ReadonlySet<Permission> }>();
  const heads = new Map<number, Head>();
  // Bumped by every invalidation: a head read that started before one is not cached.
  let generation = 0;

  const repo = accessRepo(db);
  const readHeadRow = repo.headReader();

  function forgetAll(): void {
    generation++;
    heads.clear();
  }

  function onNotify(payload: string): void {
    // Another process's write barrier names no user.
    if (payload.startsWith('barrier:')) return;
    generation++;
    if (payload === '*') heads.clear();
    else heads.delete(Number(payload));
  }
  const changes = createChangeChannel(CHANNEL, onNotify);

  async function readHead(userId: number): Promise<Head | null> {
    const cached = changes.listening ? heads.get(userId) : undefined;
    if (cached) return cached;
    const before = generation;
    const row = await readHeadRow(userId);
    if (!row) return null;
    if (changes.listening && before === generation) {
      if (heads.size > 10_000) heads.clear();
      heads.set(userId, row);
    }
    return row;
  }

  async function compute(userId: number, role: Role): Promise<ReadonlySet<Permission>> {
    const list = await repo.permissionSources(userId);
    const of = (source: string) => list.filter((r) => r.source === source).map((r) => r.codename);
    return combinePermissions(role, of('group'), of('grant'), of('deny'));
  }

  return {
    /** Starts caching: LISTENs for access changes. Until then (or once the connection is lost) nothing is cached. */
    async start(): Promise<void> {
      if (database) await changes.start(database);
    },
    stop: (): Promise<void> => changes.stop(),
    forgetAll,
    /**
     * Waits until every change committed before this call has reached this process (a
     * notification sent now arrives after them). For code that changes users' access outside
     * the API's write requests, such as tests editing the table.
     */
    settle: (): Promise<void> => changes.settle(),
    /** The user's groups and exceptions on top of another role's defaults (an impersonated pre_activation user acts as publisher). */
    async asRole(userId: number, role: Role): Promise<AccessState> {
      return { role, active: true, revokedUpTo: null, permissions: await compute(userId, role) };
    },
    async resolve(userId: number): Promise<AccessState | null> {
      const head = await readHead(userId);
      if (!head) return null;
      const state = { role: head.role, active: head.active, revokedUpTo: head.revokedAt ? head.revokedAt.getTime() : null };
      const cached = permissionCache.get(userId);
      if (cached && cached.stamp === head.stamp && cached.role === head.role) return { ...state, permissions: cached.permissions };
      const permissions = await compute(userId, head.role);
      if (permissionCache.size > 10_000) permissionCache.clear();
      permissionCache.set(userId, { stamp: head.stamp, role: head.role, permissions });
      return { ...state, permissions };
    },
  };
}
export type AccessResolver = ReturnType<typeof createAccessResolver>;

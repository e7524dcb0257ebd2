import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { apiKeyPrefix, type ApiKey, type TokenUser } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import { crudRepo, type SelectedRow } from '../../lib/crud-repo.js';
import type { PageWindow } from '../../lib/pagination.js';
import { searchAny } from '../../lib/search.js';
import { profiles, users } from '../users/index.js';
import { apiKeys, type ApiKeyRow } from './api-keys.table.js';

/** What a list shows of a key: the prefix, dots and the last four characters. */
export const maskKey = (tail: string) => `${apiKeyPrefix}••••••••${tail}`;

export interface ApiKeyFilter {
  scope?: SQL;
  user?: number;
  search?: string;
}

/** The only code that reads or writes `api_keys`. */
export function apiKeysRepo(db: Db) {
  const crud = crudRepo(db, apiKeys, { through: [[users, eq(users.id, apiKeys.userId)]], onUpdate: () => ({ updatedAt: new Date() }) });
  const rows = () =>
    db
      .select({ key: apiKeys, firstName: users.firstName, lastName: users.lastName, role: users.role })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.userId));
  type Joined = SelectedRow<typeof rows>;
  const toApiKey = (r: Joined): ApiKey => ({
    id: r.key.id,
    name: r.key.name,
    user: r.key.userId,
    user_first_name: r.firstName,
    user_last_name: r.lastName,
    user_role: r.role,
    key: maskKey(r.key.keyTail),
    status: r.key.status,
    permissions: r.key.permissions,
    last_used_at: r.key.lastUsedAt ? r.key.lastUsedAt.toISOString() : null,
    created_at: r.key.createdAt.toISOString(),
  });
  const whereOf = (f: ApiKeyFilter) => {
    const parts: SQL[] = [];
    if (f.scope) parts.push(f.scope);
    if (f.user !== undefined) parts.push(eq(apiKeys.userId, f.user));
    if (f.search) parts.push(searchAny(f.search, [apiKeys.name, users.username, users.firstName, users.lastName]));
    return parts.length ? and(...parts) : undefined;
  };

  // The per-request lookup of `Authorization: Api-Key`: one indexed read, prepared once.
  const byHash = db
    .select({
      id: apiKeys.id,
      status: apiKeys.status,
      permissions: apiKeys.permissions,
      lastUsedAt: apiKeys.lastUsedAt,
      createdBy: apiKeys.createdBy,
      user: {
        id: users.id,
        username: users.username,
        first_name: users.firstName,
        last_name: users.lastName,
        email: users.email,
        role: users.role,
        is_verified: sql<boolean>`coalesce(${profiles.isVerified}, false)`,
        profile_image: profiles.image,
      },
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(apiKeys.keyHash, sql.placeholder('hash')))
    .prepare('api_key_by_hash');

  return {
    list: (filter: ApiKeyFilter, window: PageWindow) =>
      crud.page({ rows: rows(), where: whereOf(filter), orderBy: [asc(apiKeys.id)], window }, toApiKey),
    async get(id: number, scope?: SQL): Promise<ApiKey | null> {
      const [row] = await rows().where(scope ? and(eq(apiKeys.id, id), scope) : eq(apiKeys.id, id));
      return row ? toApiKey(row) : null;
    },
    row: (id: number): Promise<ApiKeyRow | null> => crud.byId(id),
    async insert(values: typeof apiKeys.$inferInsert): Promise<number> {
      return (await crud.create(values)).id;
    },
    update: (id: number, values: Partial<typeof apiKeys.$inferInsert>) => crud.update(id, values),
    remove: crud.remove,
    async findByHash(hash: string): Promise<{
      id: number;
      status: ApiKeyRow['status'];
      permissions: string[];
      lastUsedAt: Date | null;
      createdBy: number | null;
      user: TokenUser;
    } | null> {
      const [row] = await byHash.execute({ hash });
      return row ?? null;
    },
    async markUsed(id: number): Promise<void> {
      await db.update(apiKeys).set({ lastUsedAt: new Date() }).where(eq(apiKeys.id, id));
    },
  };
}
export type ApiKeysRepo = ReturnType<typeof apiKeysRepo>;

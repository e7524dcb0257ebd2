import {
  apiKeyPrefix,
  format,
  impersonableRoles,
  messages,
  type ApiKey,
  type BodyOf,
  type QueryOf,
  type Role,
  type apiKeyEndpoints,
} from '@pubdesk/contract';
import type { Deps } from '../../app-types.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { secretBox } from '../../lib/secret-box.js';
import { missingId } from '../../lib/field-checks.js';
import { badRequest, fieldError, notFound } from '../../lib/http-errors.js';
import type { PageWindow } from '../../lib/pagination.js';
import { randomKey, sha256 } from '../../lib/secrets.js';
import { allPermissions, ownRecordPermissions, type Permission } from '../access/index.js';
import { userCondition, userIdCondition } from '../assignments/index.js';
import { assertMayManageUser, usersRepo, type UserRef } from '../users/index.js';
import { apiKeysRepo } from './api-keys.repo.js';
import { apiKeys } from './api-keys.table.js';

type Query = QueryOf<typeof apiKeyEndpoints.list>;
type Input = BodyOf<typeof apiKeyEndpoints.create>;
type Patch = BodyOf<typeof apiKeyEndpoints.update>;

/**
 * The rules of API keys. A key acts as its user, so a key for someone else is a standing
 * impersonation: it follows the impersonation rule (publishers, networks and new sign-ups only,
 * by staff who may impersonate). Keys are sealed at rest and shown masked.
 */
export function apiKeysService(deps: Pick<Deps, 'db' | 'config' | 'access'>) {
  const repo = apiKeysRepo(deps.db);
  const users = usersRepo(deps.db);
  const box = secretBox(deps.config.secret, 'api-keys');
  const scopeOf = (auth: AuthContext) => userIdCondition(auth, apiKeys.userId);

  /**
   * Refuses a key the caller may not hold for this user. A key is part of its user's account, so
   * the rule of who may change whose account comes first (403); then the impersonation rule:
   * your own key, or an impersonable user's with the permission (400).
   */
  const assertMayActAs = (auth: AuthContext, user: UserRef) => {
    assertMayManageUser(auth.user, user);
    const mine = user.id === auth.user.id;
    if (!mine && !(auth.can('auth.impersonate_user') && (impersonableRoles as readonly string[]).includes(user.role))) {
      throw badRequest({ non_field_errors: [messages.api.apiKeyForStaff] });
    }
  };

  /**
   * A key's permissions must be known codenames its user holds (a key narrows, never widens), or
   * the own-record ones, which on a key reach only its user's own profile, user row and bank account.
   */
  async function checkPermissions(userId: number, codenames: string[]): Promise<void> {
    const unknown = codenames.find((c) => !(allPermissions as string[]).includes(c));
    if (unknown) throw fieldError('permissions', format(messages.api.apiKeyUnknownPermission, { codename: unknown }));
    const state = await deps.access.resolve(userId);
    const held = (c: string) => state?.permissions.has(c as Permission) || (ownRecordPermissions as readonly string[]).includes(c);
    const missing = codenames.find((c) => !held(c));
    if (missing) throw fieldError('permissions', format(messages.api.apiKeyNotHeld, { codename: missing }));
  }

  /** The key in the caller's scope (another tenant's reads as missing). */
  async function found(auth: AuthContext, id: number): Promise<ApiKey> {
    const key = await repo.get(id, scopeOf(auth));
    if (!key) throw notFound();
    return key;
  }

  /** The key, for a change: only someone who may act as its user changes it. */
  async function mustHandle(auth: AuthContext, id: number): Promise<ApiKey> {
    const key = await found(auth, id);
    assertMayActAs(auth, { id: key.user, role: key.user_role as Role });
    return key;
  }

  return {
    list: (auth: AuthContext, query: Query, window: PageWindow) =>
      repo.list({ scope: scopeOf(auth), user: query.user, search: query.search || undefined }, window),

    get: found,

    /** The server makes the key (256 random bits); the answer shows it masked. */
    async create(auth: AuthContext, input: Input): Promise<ApiKey> {
      const user = await users.findRow(input.user, userCondition(auth));
      if (!user) throw missingId('user', input.user);
      assertMayActAs(auth, user);
      const permissions = [...new Set(input.permissions)];
      await checkPermissions(user.id, permissions);
      const key = `${apiKeyPrefix}${randomKey()}`;
      const id = await repo.insert({
        name: input.name,
        userId: user.id,
        createdBy: auth.user.id,
        keySealed: box.seal(key),
        keyHash: sha256(key),
        keyTail: key.slice(-4),
        status: input.status,
        permissions,
      });
      return (await repo.get(id))!;
    },

    async update(auth: AuthContext, id: number, changes: Patch): Promise<ApiKey> {
      const key = await mustHandle(auth, id);
      const permissions = changes.permissions === undefined ? undefined : [...new Set(changes.permissions)];
      if (permissions) await checkPermissions(key.user, permissions);
      if (changes.name !== undefined || changes.status !== undefined || permissions !== undefined) {
        await repo.update(key.id, { name: changes.name, status: changes.status, permissions });
      }
      return (await repo.get(key.id))!;
    },

    async remove(auth: AuthContext, id: number): Promise<void> {
      const key = await mustHandle(auth, id);
      await repo.remove(key.id);
    },

    /** The full key, for the eye and copy buttons (the request is audited, the key is not logged). */
    async reveal(auth: AuthContext, id: number): Promise<{ key: string }> {
      const key = await mustHandle(auth, id);
      const row = (await repo.row(key.id))!;
      return { key: box.open(row.keySealed) };
    },
  };
}

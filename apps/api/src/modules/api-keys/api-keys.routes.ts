import {
  apiKeyInputSchema,
  apiKeyListQuerySchema,
  apiKeyPatchSchema,
  apiKeyPrefix,
  apiKeyRevealSchema,
  apiKeySchema,
  format,
  idParamSchema,
  impersonableRoles,
  listSchema,
  messages,
  type Role,
} from '@pubdesk/contract';
import type { App } from '../../app-types.js';
import type { AuthContext } from '../../plugins/auth.js';
import { secretBox } from '../../lib/secret-box.js';
import { badRequest, fieldError, notFound } from '../../lib/http-errors.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import { randomKey, sha256 } from '../../lib/secrets.js';
import { access, allow, allPermissions, ownRecordPermissions, type Permission } from '../access/index.js';
import { userCondition, userIdCondition } from '../assignments/index.js';
import { assertMayManageUser, usersRepo, type UserRef } from '../users/index.js';
import { apiKeysRepo } from './api-keys.repo.js';
import { apiKeys } from './api-keys.table.js';

const tags = ['api-keys'];
const base = '/api/auth/api-keys/';

/**
 * `/auth/api-keys/` CRUD, and `POST .../{id}/reveal/` for the full key (audited like every
 * write). A key acts as its user, so a key for someone else is a standing impersonation: it
 * follows the impersonation rule (publishers, networks and new sign-ups only, by staff who may
 * impersonate), and only a signed-in user, never another key, makes or reveals one.
 */
export async function apiKeysRoutes(app: App): Promise<void> {
  const { db, config } = app.deps;
  const repo = apiKeysRepo(db);
  const users = usersRepo(db);
  const resolver = app.deps.access;
  const box = secretBox(config.secret, 'api-keys');
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
    const state = await resolver.resolve(userId);
    const held = (c: string) => state?.permissions.has(c as Permission) || (ownRecordPermissions as readonly string[]).includes(c);
    const missing = codenames.find((c) => !held(c));
    if (missing) throw fieldError('permissions', format(messages.api.apiKeyNotHeld, { codename: missing }));
  }

  /** The key in the caller's scope, and its user, for a change: only someone who may act as the user changes it. */
  async function mustHandle(auth: AuthContext, id: number) {
    const key = await repo.get(id, scopeOf(auth));
    if (!key) throw notFound();
    assertMayActAs(auth, { id: key.user, role: key.user_role as Role });
    return key;
  }

  app.get(
    base,
    { config: allow(access.can('access.view_apikey')), schema: { tags, operationId: 'listApiKeys', querystring: apiKeyListQuerySchema, response: { 200: listSchema(apiKeySchema) } } },
    async (request) => {
      const q = request.query;
      const window = pageWindow(q, 10);
      const page = await repo.list({ scope: scopeOf(request.auth!), user: q.user, search: q.search || undefined }, window);
      return listResponse(request, window, page.count, page.results);
    },
  );

  app.get(
    `${base}:id/`,
    { config: allow(access.can('access.view_apikey')), schema: { tags, operationId: 'getApiKey', params: idParamSchema, response: { 200: apiKeySchema } } },
    async (request) => {
      const key = await repo.get(request.params.id, scopeOf(request.auth!));
      if (!key) throw notFound();
      return key;
    },
  );

  app.post(
    base,
    {
      config: allow(access.can('access.add_apikey'), { sessionOnly: true }),
      schema: { tags, operationId: 'createApiKey', description: 'The server makes the key (256 random bits); the answer shows it masked.', body: apiKeyInputSchema, response: { 201: apiKeySchema } },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const b = request.body;
      const user = await users.findRow(b.user, userCondition(auth));
      if (!user) throw fieldError('user', format(messages.api.invalidPk, { id: b.user }));
      assertMayActAs(auth, user);
      const permissions = [...new Set(b.permissions)];
      await checkPermissions(user.id, permissions);
      const key = `${apiKeyPrefix}${randomKey()}`;
      const id = await repo.insert({ name: b.name, userId: user.id, keySealed: box.seal(key), keyHash: sha256(key), keyTail: key.slice(-4), status: b.status, permissions });
      return reply.status(201).send((await repo.get(id))!);
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      `${base}:id/`,
      {
        config: allow(access.can('access.change_apikey'), { sessionOnly: true }),
        schema: { tags, operationId: `${method}ApiKey`, params: idParamSchema, body: apiKeyPatchSchema, response: { 200: apiKeySchema } },
      },
      async (request) => {
        const key = await mustHandle(request.auth!, request.params.id);
        const b = request.body;
        const permissions = b.permissions === undefined ? undefined : [...new Set(b.permissions)];
        if (permissions) await checkPermissions(key.user, permissions);
        if (b.name !== undefined || b.status !== undefined || permissions !== undefined) await repo.update(key.id, { name: b.name, status: b.status, permissions });
        return (await repo.get(key.id))!;
      },
    );
  }

  app.delete(
    `${base}:id/`,
    { config: allow(access.can('access.delete_apikey'), { sessionOnly: true }), schema: { tags, operationId: 'deleteApiKey', params: idParamSchema } },
    async (request, reply) => {
      const key = await mustHandle(request.auth!, request.params.id);
      await repo.remove(key.id);
      return reply.status(204).send();
    },
  );

  app.post(
    `${base}:id/reveal/`,
    {
      config: allow(access.can('access.view_apikey'), { sessionOnly: true }),
      schema: { tags, operationId: 'revealApiKey', description: 'The full key, for the eye and copy buttons. Recorded in the audit log (without the key).', params: idParamSchema, response: { 200: apiKeyRevealSchema } },
    },
    async (request) => {
      const key = await mustHandle(request.auth!, request.params.id);
      const row = (await repo.row(key.id))!;
      return { key: box.open(row.keySealed) };
    },
  );
}

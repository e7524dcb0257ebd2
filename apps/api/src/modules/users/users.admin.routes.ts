import { eq, inArray, or, sql } from 'drizzle-orm';
import { idParamSchema, messages, userCreateSchema, userSchema, userUpdateSchema } from '@pubdesk/contract';
import type { App } from '../../app-types.js';
import { selectRows } from '../../db/client.js';
import { badRequest, fieldError, isUniqueViolation, notFound } from '../../lib/http-errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { access, allow, touchUsers } from '../access/index.js';
import { userCondition } from '../assignments/index.js';
import { permissionGroups, userGroups } from '../access/index.js';
import { refreshTokens } from '../auth/index.js';
import { usersRepo } from './users.repo.js';
import { users } from './users.table.js';
import { assertMayGiveRole, assertMayManageUser } from './user-rank.js';

const tags = ['users'];
const takenError = (error: unknown) => {
  if (isUniqueViolation(error, 'users_username_key')) return fieldError('username', messages.api.usernameTaken);
  if (isUniqueViolation(error, 'users_email_lower_key')) return fieldError('email', messages.api.emailTaken);
  return error;
};

/** The New user form and the user screen's Suspend / Activate, names and delete. */
export async function usersAdminRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const repo = usersRepo(db);

  app.post(
    '/api/users/',
    { config: allow(access.can('users.add_user')), schema: { tags, operationId: 'createUser', body: userCreateSchema, response: { 201: userSchema } } },
    async (request, reply) => {
      const b = request.body;
      assertMayGiveRole(request.auth!.user, b.role);
      const errors: Record<string, string[]> = {};
      const taken = await db.select({ username: users.username, email: users.email }).from(users).where(or(eq(users.username, b.username), eq(sql`lower(${users.email})`, b.email)));
      if (taken.some((t) => t.username === b.username)) errors.username = [messages.api.usernameTaken];
      if (taken.some((t) => t.email.toLowerCase() === b.email)) errors.email = [messages.api.emailTaken];
      const groups = [...new Set(b.groups)];
      if (groups.length) {
        const known = new Set((await db.select({ id: permissionGroups.id }).from(permissionGroups).where(inArray(permissionGroups.id, groups))).map((g) => g.id));
        const missing = groups.find((id) => !known.has(id));
        if (missing !== undefined) errors.groups = [`Invalid pk "${missing}" - object does not exist.`];
      }
      if (Object.keys(errors).length) throw badRequest(errors);
      const user = await repo
        .create(
          {
            username: b.username,
            email: b.email,
            password: await hashPassword(b.password),
            firstName: b.first_name,
            lastName: b.last_name,
            role: b.role,
            isActive: b.is_active,
            // Staff vouch for the address they typed.
            emailVerifiedAt: new Date(),
          },
          { phoneNumber: b.phone_number, address: b.address, city: b.city, state: b.state, country: b.country },
        )
        .catch((e: unknown) => {
          throw takenError(e);
        });
      if (groups.length) await db.insert(userGroups).values(groups.map((groupId) => ({ userId: user.id, groupId })));
      return reply.status(201).send((await repo.get(user.id))!);
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/api/users/:id/',
      {
        config: allow(access.can('users.change_user')),
        schema: { tags, operationId: method === 'put' ? 'replaceUser' : 'updateUser', params: idParamSchema, body: userUpdateSchema, response: { 200: userSchema } },
      },
      async (request) => {
        const auth = request.auth!;
        const target = await repo.findRow(request.params.id, userCondition(auth));
        if (!target) throw notFound();
        assertMayManageUser(auth.user, target);
        const b = request.body;
        if (b.is_active === false && target.id === auth.user.id) throw fieldError('is_active', 'You cannot suspend yourself.');
        // Suspending ends every session: refresh tokens are revoked below, access tokens issued
        // until now are refused from the next request, and stay refused after reactivation.
        const values = { firstName: b.first_name, lastName: b.last_name, isActive: b.is_active, ...(b.is_active === false ? { sessionsRevokedAt: new Date() } : {}) };
        if (Object.values(values).some((v) => v !== undefined)) {
          await db.transaction(async (tx) => {
            await tx.update(users).set(values).where(eq(users.id, target.id));
            // Suspended: every session ends now (access tokens are refused from the next request
            // by the per-request check; refresh tokens are revoked here).
            if (b.is_active === false) await tx.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.userId, target.id));
          });
          if (b.is_active !== undefined) await touchUsers(db, [target.id]);
        }
        return (await repo.get(target.id))!;
      },
    );
  }

  app.delete(
    '/api/users/:id/',
    { config: allow(access.can('users.delete_user')), schema: { tags, operationId: 'deleteUser', params: idParamSchema } },
    async (request, reply) => {
      const auth = request.auth!;
      const target = await repo.findRow(request.params.id, userCondition(auth));
      if (!target) throw notFound();
      assertMayManageUser(auth.user, target);
      if (target.id === auth.user.id) throw badRequest({ non_field_errors: ['You cannot delete yourself.'] });
      const [owned] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from websites where network_id = ${target.id} or publisher_id = ${target.id}`);
      if (Number(owned?.n ?? 0) > 0) throw badRequest({ non_field_errors: ['This user still has websites; assign them to someone else or delete them first.'] });
      await db.delete(users).where(eq(users.id, target.id));
      return reply.status(204).send();
    },
  );
}

import { z } from 'zod';
import {
  bankAccountSchema,
  bankAccountUpdateSchema,
  idParamSchema,
  listSchema,
  profileSchema,
  profileUpdateSchema,
  roleSchema,
  userListQuerySchema,
  userSchema,
  type Role,
} from '@pubdesk/contract';
import type { App } from '../../app-types.js';
import { access, allow } from '../access/index.js';
import { userCondition } from '../assignments/index.js';
import { listResponse, pageWindow, parseOrdering } from '../../lib/pagination.js';
import { notFound } from '../../lib/http-errors.js';
import { userOrderFields } from './users.repo.js';
import { usersService } from './users.service.js';

/** Users, profiles and bank accounts. Full user administration comes with the Access issue. */
export async function usersRoutes(app: App): Promise<void> {
  const service = usersService(app.deps);

  app.get(
    '/api/users/',
    {
      config: allow(access.can('users.view_user')),
      schema: { tags: ['users'], operationId: 'listUsers', querystring: userListQuerySchema, response: { 200: listSchema(userSchema) } },
    },
    async (request) => {
      const q = request.query;
      const window = pageWindow(q, 50);
      const roles = q.role ? (q.role.split(',').filter((r) => roleSchema.safeParse(r).success) as Role[]) : undefined;
      const order = parseOrdering(q, userOrderFields, 'id');
      const page = await service.repo.list({ scope: userCondition(request.auth!), search: q.search || undefined, roles, ids: q.ids }, window, order);
      return listResponse(request, window, page.count, page.results);
    },
  );

  app.get(
    '/api/users/:id/',
    {
      config: allow(access.authenticated),
      schema: { tags: ['users'], operationId: 'getUser', params: idParamSchema, response: { 200: userSchema } },
    },
    async (request) => {
      await service.assertCanSee(request.auth!, request.params.id, 'users.view_user');
      const user = await service.repo.get(request.params.id);
      if (!user) throw notFound();
      return user;
    },
  );

  app.get(
    '/api/profiles/:id/',
    {
      config: allow(access.authenticated),
      schema: { tags: ['users'], operationId: 'getProfile', params: idParamSchema, response: { 200: profileSchema } },
    },
    async (request) => service.getProfile(request.auth!, request.params.id),
  );

  app.patch(
    '/api/profiles/:id/',
    {
      config: allow(access.authenticated),
      schema: {
        tags: ['users'],
        operationId: 'updateProfile',
        description: 'JSON with the fields to change, or multipart/form-data with an `image` file (the avatar).',
        params: idParamSchema,
        body: profileUpdateSchema.nullish(),
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      if (request.isMultipart()) return service.uploadImage(request.auth!, request.params.id, request);
      return service.updateProfile(request.auth!, request.params.id, request.body ?? {});
    },
  );

  // Payout details are changed by a signed-in user only, never through an API key: a key that
  // leaks must not be able to redirect its user's (or anyone's) payouts. Reading follows the key's list.
  for (const method of ['get', 'put', 'patch'] as const) {
    const isRead = method === 'get';
    app[method](
      '/api/bankaccounts/:id/',
      {
        config: allow(access.authenticated, { sessionOnly: !isRead }),
        schema: {
          tags: ['users'],
          operationId: isRead ? 'getBankAccount' : method === 'put' ? 'replaceBankAccount' : 'updateBankAccount',
          params: idParamSchema,
          ...(isRead ? {} : { body: method === 'put' ? bankAccountUpdateSchema : bankAccountUpdateSchema.partial() }),
          response: { 200: bankAccountSchema },
        },
      },
      async (request) =>
        isRead
          ? service.getBankAccount(request.auth!, request.params.id)
          : service.saveBankAccount(request.auth!, request.params.id, request.body as z.infer<typeof bankAccountUpdateSchema>),
    );
  }
}

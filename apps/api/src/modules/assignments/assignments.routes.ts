import {
  assignmentInputSchema,
  assignmentListQuerySchema,
  assignmentPatchSchema,
  assignmentSchema,
  idParamSchema,
  listSchema,
} from '@pubdesk/contract';
import type { App } from '../../app-types.js';
import { notFound } from '../../lib/http-errors.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import { access, allow } from '../access/index.js';
import { assignmentColumns } from './assignments.repo.js';
import { assignmentCondition } from './assignments.scope.js';
import { assignmentsService, fieldForRole } from './assignments.service.js';

const tags = ['assignments'];

/**
 * `/assigned/` and the same resource at `/auth/assigned/` (spec section 7 names both): list
 * with filters user, role, website and search, get, create, PUT/PATCH and delete, all within
 * the caller's scope.
 */
export async function assignmentsRoutes(app: App): Promise<void> {
  const service = assignmentsService(app.deps.db);
  const { repo } = service;

  for (const [base, prefix] of [
    ['/api/assigned/', 'Assignment'],
    ['/api/auth/assigned/', 'AuthAssignment'],
  ] as const) {
    const mustGet = async (auth: Parameters<typeof assignmentCondition>[0], id: number) => {
      const found = await repo.get(id, assignmentCondition(auth));
      if (!found) throw notFound();
      return found;
    };

    app.get(
      base,
      { config: allow(access.can('access.view_assignment')), schema: { tags, operationId: `list${prefix}s`, querystring: assignmentListQuerySchema, response: { 200: listSchema(assignmentSchema) } } },
      async (request) => {
        const q = request.query;
        const window = pageWindow(q, 10);
        const field = q.role ? fieldForRole(q.role) : null;
        const page = await repo.list(
          { scope: assignmentCondition(request.auth!), user: q.user, column: field ? assignmentColumns[field] : undefined, website: q.website, search: q.search || undefined },
          window,
        );
        return listResponse(request, window, page.count, page.results);
      },
    );

    app.get(
      `${base}:id/`,
      { config: allow(access.can('access.view_assignment')), schema: { tags, operationId: `get${prefix}`, params: idParamSchema, response: { 200: assignmentSchema } } },
      async (request) => mustGet(request.auth!, request.params.id),
    );

    app.post(
      base,
      { config: allow(access.can('access.add_assignment')), schema: { tags, operationId: `create${prefix}`, body: assignmentInputSchema, response: { 201: assignmentSchema } } },
      async (request, reply) => {
        const id = await service.create(request.auth!, request.body);
        return reply.status(201).send((await repo.get(id))!);
      },
    );

    for (const method of ['put', 'patch'] as const) {
      app[method](
        `${base}:id/`,
        {
          config: allow(access.can('access.change_assignment')),
          schema: { tags, operationId: `${method}${prefix}`, params: idParamSchema, body: assignmentPatchSchema, response: { 200: assignmentSchema } },
        },
        async (request) => {
          const current = await mustGet(request.auth!, request.params.id);
          await service.update(request.auth!, current.id, current, request.body);
          return (await repo.get(current.id))!;
        },
      );
    }

    app.delete(
      `${base}:id/`,
      { config: allow(access.can('access.delete_assignment')), schema: { tags, operationId: `delete${prefix}`, params: idParamSchema } },
      async (request, reply) => {
        const current = await mustGet(request.auth!, request.params.id);
        await repo.remove(current.id);
        return reply.status(204).send();
      },
    );
  }
}

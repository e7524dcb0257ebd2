import { endpoint } from './endpoint.js';
import { idParamSchema, listSchema } from './common.js';
import { assignmentInputSchema, assignmentListQuerySchema, assignmentPatchSchema, assignmentSchema } from './assignments.js';

const tags = ['assignments'] as const;

/**
 * The six endpoints of assignments at one collection path: list (filters user, role, website and
 * search), get, create, PUT/PATCH (the same partial body; their operation ids are `put...` and
 * `patch...`, as the published document names them) and delete, all within the caller's scope.
 */
function assignmentEndpointsAt<const Stem extends string>(path: `/${string}/`, stem: Stem) {
  const itemPath: `/${string}/` = `${path}:id/`;
  const write = { tags, resource: 'assignments' } as const;
  return {
    list: endpoint({
      method: 'GET',
      path,
      operationId: `list${stem}s`,
      summary: 'List assignments',
      tags,
      resource: 'assignments',
      access: { permission: 'access.view_assignment' },
      query: assignmentListQuerySchema,
      response: listSchema(assignmentSchema),
    }),
    get: endpoint({
      method: 'GET',
      path: itemPath,
      operationId: `get${stem}`,
      summary: 'Get an assignment',
      tags,
      resource: 'assignments',
      access: { permission: 'access.view_assignment' },
      params: idParamSchema,
      response: assignmentSchema,
    }),
    create: endpoint({
      method: 'POST',
      path,
      operationId: `create${stem}`,
      summary: 'Create an assignment',
      ...write,
      access: { permission: 'access.add_assignment' },
      body: assignmentInputSchema,
      response: assignmentSchema,
      status: 201,
    }),
    replace: endpoint({
      method: 'PUT',
      path: itemPath,
      operationId: `put${stem}`,
      summary: 'Update an assignment',
      ...write,
      access: { permission: 'access.change_assignment' },
      params: idParamSchema,
      body: assignmentPatchSchema,
      response: assignmentSchema,
    }),
    update: endpoint({
      method: 'PATCH',
      path: itemPath,
      operationId: `patch${stem}`,
      summary: 'Update an assignment',
      ...write,
      access: { permission: 'access.change_assignment' },
      params: idParamSchema,
      body: assignmentPatchSchema,
      response: assignmentSchema,
    }),
    remove: endpoint({
      method: 'DELETE',
      path: itemPath,
      operationId: `delete${stem}`,
      summary: 'Delete an assignment',
      ...write,
      access: { permission: 'access.delete_assignment' },
      params: idParamSchema,
      response: null,
    }),
  };
}

/**
 * Assignments link staff to the networks, publishers and websites they look after. The same
 * resource answers at `/api/assigned/` and at `/api/auth/assigned/` (both paths are published);
 * the console uses the first.
 */
export const assignmentEndpoints = assignmentEndpointsAt('/assigned/', 'Assignment');
export const authAssignmentEndpoints = assignmentEndpointsAt('/auth/assigned/', 'AuthAssignment');

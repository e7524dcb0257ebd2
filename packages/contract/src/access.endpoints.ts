import { endpoint } from './endpoint.js';
import { idParamSchema, listSchema, pageQuerySchema } from './common.js';
import {
  effectivePermissionsSchema,
  exceptionInputSchema,
  exceptionListQuerySchema,
  exceptionSchema,
  groupInputSchema,
  groupPatchSchema,
  groupSchema,
  myPermissionsSchema,
  permissionListQuerySchema,
  permissionSchema,
  permissionUpdateSchema,
  serviceSchema,
  serviceUpdateSchema,
} from './access.js';

const tags = ['access'] as const;

/**
 * The permission catalogue (`/api/permissions/`, `/api/services/`): readable by staff, names and
 * descriptions the developers' to edit. PUT and PATCH take the same body and keep their own
 * operation ids (`putPermission`, `patchPermission`), as the published document names them.
 * A renamed permission shows in the exceptions that name it.
 */
export const catalogueEndpoints = {
  listPermissions: endpoint({
    method: 'GET',
    path: '/permissions/',
    operationId: 'listPermissions',
    summary: 'List permissions',
    tags,
    resource: 'permissions',
    access: { permission: 'access.view_permission' },
    query: permissionListQuerySchema,
    response: listSchema(permissionSchema),
  }),
  getPermission: endpoint({
    method: 'GET',
    path: '/permissions/:id/',
    operationId: 'getPermission',
    summary: 'Get a permission',
    tags,
    resource: 'permissions',
    access: { permission: 'access.view_permission' },
    params: idParamSchema,
    response: permissionSchema,
  }),
  putPermission: endpoint({
    method: 'PUT',
    path: '/permissions/:id/',
    operationId: 'putPermission',
    summary: 'Rename a permission',
    tags,
    resource: 'permissions',
    invalidates: ['exceptions'],
    access: { permission: 'access.change_permission' },
    params: idParamSchema,
    body: permissionUpdateSchema,
    response: permissionSchema,
  }),
  patchPermission: endpoint({
    method: 'PATCH',
    path: '/permissions/:id/',
    operationId: 'patchPermission',
    summary: 'Rename a permission',
    tags,
    resource: 'permissions',
    invalidates: ['exceptions'],
    access: { permission: 'access.change_permission' },
    params: idParamSchema,
    body: permissionUpdateSchema,
    response: permissionSchema,
  }),
  listServices: endpoint({
    method: 'GET',
    path: '/services/',
    operationId: 'listServices',
    summary: 'List services (permission areas)',
    tags,
    resource: 'services',
    access: { permission: 'access.view_service' },
    query: pageQuerySchema,
    response: listSchema(serviceSchema),
  }),
  getService: endpoint({
    method: 'GET',
    path: '/services/:id/',
    operationId: 'getService',
    summary: 'Get a service',
    tags,
    resource: 'services',
    access: { permission: 'access.view_service' },
    params: idParamSchema,
    response: serviceSchema,
  }),
  putService: endpoint({
    method: 'PUT',
    path: '/services/:id/',
    operationId: 'putService',
    summary: "Change a service's description",
    tags,
    resource: 'services',
    access: { permission: 'access.change_service' },
    params: idParamSchema,
    body: serviceUpdateSchema,
    response: serviceSchema,
  }),
  patchService: endpoint({
    method: 'PATCH',
    path: '/services/:id/',
    operationId: 'patchService',
    summary: "Change a service's description",
    tags,
    resource: 'services',
    access: { permission: 'access.change_service' },
    params: idParamSchema,
    body: serviceUpdateSchema,
    response: serviceSchema,
  }),
};

/**
 * Permission groups (`/api/groups/`): a change counts from each member's next request, so it
 * refreshes what users may do. Changed in a session only, as exceptions are.
 */
const groupWrite = { tags, resource: 'groups', invalidates: ['user-permissions'], sessionOnly: true } as const;
export const groupEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/groups/',
    operationId: 'listGroups',
    summary: 'List permission groups',
    tags,
    resource: 'groups',
    access: { permission: 'access.view_group' },
    query: pageQuerySchema,
    response: listSchema(groupSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/groups/:id/',
    operationId: 'getGroup',
    summary: 'Get a permission group',
    tags,
    resource: 'groups',
    access: { permission: 'access.view_group' },
    params: idParamSchema,
    response: groupSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/groups/',
    operationId: 'createGroup',
    summary: 'Create a permission group',
    ...groupWrite,
    access: { permission: 'access.add_group' },
    body: groupInputSchema,
    response: groupSchema,
    status: 201,
  }),
  replace: endpoint({
    method: 'PUT',
    path: '/groups/:id/',
    operationId: 'putGroup',
    summary: 'Replace a permission group',
    ...groupWrite,
    access: { permission: 'access.change_group' },
    params: idParamSchema,
    body: groupInputSchema,
    response: groupSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/groups/:id/',
    operationId: 'patchGroup',
    summary: 'Update a permission group',
    ...groupWrite,
    access: { permission: 'access.change_group' },
    params: idParamSchema,
    body: groupPatchSchema,
    response: groupSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/groups/:id/',
    operationId: 'deleteGroup',
    summary: 'Delete a permission group',
    ...groupWrite,
    access: { permission: 'access.delete_group' },
    params: idParamSchema,
    response: null,
  }),
};

/**
 * Per-user grant or deny exceptions (`/api/exceptions/`, within the caller's user scope), a
 * user's effective permissions (`/api/users/{id}/permissions/`) and the caller's own
 * (`/api/auth/permissions/`, which screens read to show only the controls they may use).
 */
// Who holds what is changed in a session only: through a key, raising an account the key's holder
// signs in as would give their session powers no key has (payouts, e-mail, passwords).
const exceptionWrite = { tags, resource: 'exceptions', invalidates: ['user-permissions'], sessionOnly: true } as const;
export const exceptionEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/exceptions/',
    operationId: 'listExceptions',
    summary: 'List per-user permission exceptions',
    tags,
    resource: 'exceptions',
    access: { permission: 'access.view_exception' },
    query: exceptionListQuerySchema,
    response: listSchema(exceptionSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/exceptions/:id/',
    operationId: 'getException',
    summary: 'Get a permission exception',
    tags,
    resource: 'exceptions',
    access: { permission: 'access.view_exception' },
    params: idParamSchema,
    response: exceptionSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/exceptions/',
    operationId: 'createException',
    summary: 'Grant or deny a permission to one user',
    ...exceptionWrite,
    access: { permission: 'access.add_exception' },
    body: exceptionInputSchema,
    response: exceptionSchema,
    status: 201,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/exceptions/:id/',
    operationId: 'deleteException',
    summary: 'Delete a permission exception',
    ...exceptionWrite,
    access: { permission: 'access.delete_exception' },
    params: idParamSchema,
    response: null,
  }),
  userPermissions: endpoint({
    method: 'GET',
    path: '/users/:id/permissions/',
    operationId: 'getUserPermissions',
    summary: "Get a user's effective permissions",
    tags,
    resource: 'user-permissions',
    access: { permission: 'access.view_exception' },
    params: idParamSchema,
    response: effectivePermissionsSchema,
  }),
  myPermissions: endpoint({
    method: 'GET',
    path: '/auth/permissions/',
    operationId: 'getMyPermissions',
    summary: "Get the caller's own role and permissions",
    tags,
    resource: 'my-permissions',
    access: 'authenticated',
    response: myPermissionsSchema,
  }),
};

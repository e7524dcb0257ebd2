import { endpoint } from './endpoint.js';
import { listSchema, pageQuerySchema } from './common.js';
import {
  apiTypeIdParamSchema,
  apiTypeParamSchema,
  apiTypeSchema,
  externalApiInputSchema,
  externalApiPatchSchema,
  externalApiSchema,
} from './external-apis.js';
import { connectionTestSchema } from './imports.js';

const tags = ['external APIs'] as const;
const view = { permission: 'settings.view_externalapi' } as const;
/** A demand source shows its API's name, so a write here refreshes the demand sources too. */
const write = { tags, resource: 'external-apis', invalidates: ['suppliers'] } as const;

/**
 * `/api/apis/types/`, `/api/apis/` (every type) and `/api/apis/{type}/...`: an API lives under
 * its type's path. The credentials (`code`) are sealed when stored and never answered.
 */
export const externalApiEndpoints = {
  types: endpoint({
    method: 'GET',
    path: '/apis/types/',
    operationId: 'listApiTypes',
    summary: 'List the platforms an external API can be for',
    tags,
    resource: 'api-types',
    access: view,
    response: listSchema(apiTypeSchema),
  }),
  listAll: endpoint({
    method: 'GET',
    path: '/apis/',
    operationId: 'listAllExternalApis',
    summary: 'List external APIs of every platform',
    tags,
    resource: 'external-apis',
    access: view,
    query: pageQuerySchema,
    response: listSchema(externalApiSchema),
  }),
  list: endpoint({
    method: 'GET',
    path: '/apis/:type/',
    operationId: 'listExternalApis',
    summary: 'List the external APIs of one platform',
    tags,
    resource: 'external-apis',
    access: view,
    params: apiTypeParamSchema,
    query: pageQuerySchema,
    response: listSchema(externalApiSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/apis/:type/:id/',
    operationId: 'getExternalApi',
    summary: 'Get an external API',
    tags,
    resource: 'external-apis',
    access: view,
    params: apiTypeIdParamSchema,
    response: externalApiSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/apis/:type/',
    operationId: 'createExternalApi',
    summary: 'Add an external API (platform credentials)',
    ...write,
    access: { permission: 'settings.add_externalapi' },
    params: apiTypeParamSchema,
    body: externalApiInputSchema,
    response: externalApiSchema,
    status: 201,
  }),
  /** A `type` in the body moves the API to that type; an empty `code` keeps the stored credentials. */
  update: endpoint({
    method: 'PATCH',
    path: '/apis/:type/:id/',
    operationId: 'updateExternalApi',
    summary: 'Update an external API',
    ...write,
    access: { permission: 'settings.change_externalapi' },
    params: apiTypeIdParamSchema,
    body: externalApiPatchSchema,
    response: externalApiSchema,
  }),
  /** Signs in with the stored credentials: always 200 for an API that exists; `ok: false` carries the reason. */
  testConnection: endpoint({
    method: 'POST',
    path: '/apis/:type/:id/test/',
    operationId: 'testExternalApi',
    summary: "Test an external API's stored credentials",
    tags,
    resource: 'external-apis',
    access: { permission: 'settings.change_externalapi' },
    params: apiTypeIdParamSchema,
    response: connectionTestSchema,
    audit: false,
    description:
      'Signs in with the stored credentials and reads the account: `ok` and the account or network name, or `ok: false` and the platform’s reason.',
  }),
};

import { endpoint } from './endpoint.js';
import { idParamSchema, listSchema } from './common.js';
import { apiKeyInputSchema, apiKeyListQuerySchema, apiKeyPatchSchema, apiKeyRevealSchema, apiKeySchema } from './api-keys.js';

const tags = ['api-keys'] as const;
/** Only a signed-in user, never another key, makes, changes, deletes or reveals a key. */
const write = { tags, resource: 'api-keys', sessionOnly: true } as const;

/**
 * API keys (`/api/auth/api-keys/`), within the caller's user scope, and `POST .../{id}/reveal/`
 * for the full key (audited like every write). PUT and PATCH take the same partial body and keep
 * their own operation ids (`putApiKey`, `patchApiKey`), as the published document names them.
 */
export const apiKeyEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/auth/api-keys/',
    operationId: 'listApiKeys',
    summary: 'List API keys',
    tags,
    resource: 'api-keys',
    access: { permission: 'access.view_apikey' },
    query: apiKeyListQuerySchema,
    response: listSchema(apiKeySchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/auth/api-keys/:id/',
    operationId: 'getApiKey',
    summary: 'Get an API key (masked)',
    tags,
    resource: 'api-keys',
    access: { permission: 'access.view_apikey' },
    params: idParamSchema,
    response: apiKeySchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/auth/api-keys/',
    operationId: 'createApiKey',
    summary: 'Create an API key',
    ...write,
    access: { permission: 'access.add_apikey' },
    description: 'The server makes the key (256 random bits); the answer shows it masked.',
    body: apiKeyInputSchema,
    response: apiKeySchema,
    status: 201,
  }),
  replace: endpoint({
    method: 'PUT',
    path: '/auth/api-keys/:id/',
    operationId: 'putApiKey',
    summary: 'Update an API key',
    ...write,
    access: { permission: 'access.change_apikey' },
    params: idParamSchema,
    body: apiKeyPatchSchema,
    response: apiKeySchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/auth/api-keys/:id/',
    operationId: 'patchApiKey',
    summary: 'Update an API key',
    ...write,
    access: { permission: 'access.change_apikey' },
    params: idParamSchema,
    body: apiKeyPatchSchema,
    response: apiKeySchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/auth/api-keys/:id/',
    operationId: 'deleteApiKey',
    summary: 'Delete an API key',
    ...write,
    access: { permission: 'access.delete_apikey' },
    params: idParamSchema,
    response: null,
  }),
  /** A read that is recorded: the console calls it directly, so the key stays out of the shared cache. */
  reveal: endpoint({
    method: 'POST',
    path: '/auth/api-keys/:id/reveal/',
    operationId: 'revealApiKey',
    summary: 'Reveal an API key in full',
    ...write,
    access: { permission: 'access.view_apikey' },
    description: 'The full key, for the eye and copy buttons. Recorded in the audit log (without the key).',
    params: idParamSchema,
    response: apiKeyRevealSchema,
  }),
};

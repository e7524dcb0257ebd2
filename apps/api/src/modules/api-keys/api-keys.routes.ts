import { apiKeyEndpoints as endpoints } from '@pubdesk/contract';
import type { App } from '../../lib/fastify-app.js';
import { handle, handleEach, handleList } from '../../lib/endpoint.js';
import { apiKeysService } from './api-keys.service.js';

/**
 * `/auth/api-keys/` CRUD, and `POST .../{id}/reveal/` for the full key. Only a signed-in user,
 * never another key, makes, changes or reveals one (the declarations are session-only).
 */
export async function apiKeysRoutes(app: App): Promise<void> {
  const service = apiKeysService(app.deps);

  handleList(app, endpoints.list, 10, ({ auth, query }, window) => service.list(auth, query, window));
  handle(app, endpoints.get, ({ auth, params }) => service.get(auth, params.id));
  handle(app, endpoints.create, ({ auth, body }) => service.create(auth, body));
  handleEach(app, [endpoints.replace, endpoints.update], ({ auth, params, body }) => service.update(auth, params.id, body));
  handle(app, endpoints.remove, ({ auth, params }) => service.remove(auth, params.id));
  handle(app, endpoints.reveal, ({ auth, params }) => service.reveal(auth, params.id));
}

import { tagEndpoints as endpoints } from '@pubdesk/contract';
import { handle, handleEach, handleList } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import { tagsService } from './tags.service.js';

/** A website's tags (`/tags/`), in the caller's website scope. */
export async function tagsRoutes(app: App): Promise<void> {
  const service = tagsService(app.deps.db);

  // A tag's code is up to 20,000 characters: a page carries at most 100 (the portal shows 100).
  handleList(app, endpoints.list, { default: 50, max: 100 }, ({ auth, query }, window) => service.list(auth, query, window));
  handle(app, endpoints.get, ({ auth, params }) => service.get(auth, params.id));
  handle(app, endpoints.create, ({ auth, body }) => service.create(auth, body));
  handleEach(app, [endpoints.replace, endpoints.update], ({ auth, params, body }) => service.update(auth, params.id, body));
  handle(app, endpoints.remove, ({ auth, params }) => service.remove(auth, params.id));
}

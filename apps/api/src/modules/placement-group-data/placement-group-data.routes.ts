import { placementGroupDataEndpoints as endpoints } from '@pubdesk/contract';
import { handle, handleEach, handleList } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import { placementGroupDataService } from './placement-group-data.service.js';

/** Data items (`/placements_groups_data/data/`): row scope follows the placement group's website. */
export async function placementGroupDataRoutes(app: App): Promise<void> {
  const service = placementGroupDataService(app.deps.db);

  handleList(app, endpoints.list, 50, ({ auth, query }, window) => service.list(auth, query, window));
  handle(app, endpoints.get, ({ auth, params }) => service.get(auth, params.id));
  handle(app, endpoints.create, ({ auth, body }) => service.create(auth, body));
  handleEach(app, [endpoints.replace, endpoints.update], ({ auth, params, body }) => service.update(auth, params.id, body));
  handle(app, endpoints.remove, ({ auth, params }) => service.remove(auth, params.id));
}

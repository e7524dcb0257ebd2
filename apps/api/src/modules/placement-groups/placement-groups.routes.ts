import { placementGroupEndpoints as endpoints } from '@pubdesk/contract';
import { handle, handleEach, handleList } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import type { PlacementGroupsPorts } from './placement-groups.ports.js';
import { placementGroupsService } from './placement-groups.service.js';

/** Placement groups (`/placements_groups/`), in the caller's website scope. */
export async function placementGroupsRoutes(app: App, ports: PlacementGroupsPorts): Promise<void> {
  const service = placementGroupsService({ db: app.deps.db, ...ports });

  handleList(app, endpoints.list, 50, ({ auth, query }, window) => service.list(auth, query, window));
  handle(app, endpoints.get, ({ auth, params }) => service.get(auth, params.id));
  handle(app, endpoints.create, ({ auth, body }) => service.create(auth, body));
  handleEach(app, [endpoints.replace, endpoints.update], ({ auth, params, body }) => service.update(auth, params.id, body));
  handle(app, endpoints.remove, ({ auth, params }) => service.remove(auth, params.id));
}

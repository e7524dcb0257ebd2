import { placementGroupEndpoints as endpoints } from '@pubdesk/contract';
import { handle, handleEach } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import { placementGroupsService } from './placement-groups.service.js';

/** Placement groups (`/placements_groups/`), in the caller's website scope. */
export async function placementGroupsRoutes(app: App): Promise<void> {
  const service = placementGroupsService(app.deps.db);

  handle(app, endpoints.list, async ({ auth, query, request }) => {
    const window = pageWindow(query, 50);
    const page = await service.list(auth, query, window);
    return listResponse(request, window, page.count, page.results);
  });
  handle(app, endpoints.get, ({ auth, params }) => service.get(auth, params.id));
  handle(app, endpoints.create, ({ auth, body }) => service.create(auth, body));
  handleEach(app, [endpoints.replace, endpoints.update], ({ auth, params, body }) => service.update(auth, params.id, body));
  handle(app, endpoints.remove, ({ auth, params }) => service.remove(auth, params.id));
}

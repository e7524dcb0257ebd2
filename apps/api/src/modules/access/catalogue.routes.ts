import { catalogueEndpoints as endpoints } from '@pubdesk/contract';
import type { App } from '../../lib/fastify-app.js';
import { handle, handleEach } from '../../lib/endpoint.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import { catalogueService } from './catalogue.service.js';

/** `/permissions/` and `/services/`: the catalogue, readable by staff; names and descriptions are the developers' to edit. */
export async function catalogueRoutes(app: App): Promise<void> {
  const service = catalogueService(app.deps.db);

  handle(app, endpoints.listPermissions, async ({ query, request }) => {
    const window = pageWindow(query, 1000);
    const page = await service.listPermissions(query, window);
    return listResponse(request, window, page.count, page.results);
  });
  handle(app, endpoints.getPermission, ({ params }) => service.getPermission(params.id));
  handleEach(app, [endpoints.putPermission, endpoints.patchPermission], ({ params, body }) => service.renamePermission(params.id, body.name));

  handle(app, endpoints.listServices, async ({ query, request }) => {
    const window = pageWindow(query, 1000);
    const page = await service.listServices(window);
    return listResponse(request, window, page.count, page.results);
  });
  handle(app, endpoints.getService, ({ params }) => service.getService(params.id));
  handleEach(app, [endpoints.putService, endpoints.patchService], ({ params, body }) => service.describeService(params.id, body.description));
}

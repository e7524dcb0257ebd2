import { catalogueEndpoints as endpoints } from '@pubdesk/contract';
import type { App } from '../../lib/fastify-app.js';
import { handle, handleEach, handleList } from '../../lib/endpoint.js';
import { catalogueService } from './catalogue.service.js';

/** `/permissions/` and `/services/`: the catalogue, readable by staff; names and descriptions are the developers' to edit. */
export async function catalogueRoutes(app: App): Promise<void> {
  const service = catalogueService(app.deps.db);

  handleList(app, endpoints.listPermissions, 1000, ({ query }, window) => service.listPermissions(query, window));
  handle(app, endpoints.getPermission, ({ params }) => service.getPermission(params.id));
  handleEach(app, [endpoints.putPermission, endpoints.patchPermission], ({ params, body }) =>
    service.renamePermission(params.id, body.name),
  );

  handleList(app, endpoints.listServices, 1000, (_context, window) => service.listServices(window));
  handle(app, endpoints.getService, ({ params }) => service.getService(params.id));
  handleEach(app, [endpoints.putService, endpoints.patchService], ({ params, body }) =>
    service.describeService(params.id, body.description),
  );
}

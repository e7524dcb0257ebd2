import { adEndpoints as endpoints } from '@pubdesk/contract';
import { handle, handleList } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import { adsService } from './ads.service.js';

/** A demand source's ads.txt lines (`/ads/ads/`) and the file itself (`/ads/txt/`). */
export async function adsRoutes(app: App): Promise<void> {
  const service = adsService(app.deps.db);

  handleList(app, endpoints.list, 50, ({ query }, window) => service.list(query.supplier, window));
  handle(app, endpoints.create, ({ auth, body }) => service.create(auth, body));
  handle(app, endpoints.remove, ({ auth, params }) => service.remove(auth, params.id));
  // A text file, not JSON: the handler sends it with its own headers.
  handle(app, endpoints.download, async ({ query, reply }) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('content-disposition', 'attachment; filename="ads.txt"')
      .header('cache-control', 'no-store')
      .send(await service.file(query.supplier)),
  );
}

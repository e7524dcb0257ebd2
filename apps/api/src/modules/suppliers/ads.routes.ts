import { adEndpoints as endpoints } from '@pubdesk/contract';
import { handle } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import { adsService } from './ads.service.js';

/** A demand source's ads.txt lines (`/ads/ads/`) and the file itself (`/ads/txt/`). */
export async function adsRoutes(app: App): Promise<void> {
  const service = adsService(app.deps.db);

  handle(app, endpoints.list, async ({ query, request }) => {
    const window = pageWindow(query, 50);
    const page = await service.list(query.supplier, window);
    return listResponse(request, window, page.count, page.results);
  });
  handle(app, endpoints.create, ({ body }) => service.create(body));
  handle(app, endpoints.remove, ({ params }) => service.remove(params.id));
  // A text file, not JSON: the handler sends it with its own headers.
  handle(app, endpoints.download, async ({ query, reply }) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('content-disposition', 'attachment; filename="ads.txt"')
      .header('cache-control', 'no-store')
      .send(await service.file(query.supplier)),
  );
}

import { websiteAdsTxtEndpoints as endpoints } from '@pubdesk/contract';
import { handle } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import { adsTxtService } from './ads-txt.service.js';

/** A website's ads.txt (`/websites/:id/ads_txt/`): the file, or its lines as JSON. */
export async function adsTxtRoutes(app: App): Promise<void> {
  const service = adsTxtService(app.deps.db);
  handle(app, endpoints.get, async ({ auth, params, query, reply }) => {
    if (query.format === 'json') return service.lines(auth, params.id);
    // A text file, not JSON: sent with its own headers.
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('content-disposition', 'attachment; filename="ads.txt"')
      .header('cache-control', 'no-store')
      .send(await service.file(auth, params.id));
  });
}

import { websiteAdsTxtEndpoints as endpoints } from '@pubdesk/contract';
import { handle, handleList } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import type { AdsTxtService } from './ads-txt.service.js';

/** A website's ads.txt (`/websites/:id/ads_txt/`): the file, its lines as JSON, and the check of the file it serves. */
export function adsTxtRoutes(service: AdsTxtService) {
  return async (app: App): Promise<void> => {
    handle(app, endpoints.get, async ({ auth, params, query, reply }) => {
      if (query.format === 'json') return service.lines(auth, params.id);
      // A text file, not JSON: sent with its own headers.
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', 'attachment; filename="ads.txt"')
        .header('cache-control', 'no-store')
        .send(await service.file(auth, params.id));
    });
    handle(app, endpoints.check, ({ auth, params }) => service.check(auth, params.id));
    handleList(app, endpoints.checks, 50, ({ auth, query: { missing, website } }, window) =>
      service.checks(auth, { ...(missing === undefined ? {} : { missing }), ...(website === undefined ? {} : { website }) }, window),
    );
  };
}

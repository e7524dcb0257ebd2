import { playerEndpoints } from '@pubdesk/contract';
import { handle } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import { notFound } from '../../lib/http-errors.js';
import { sendPrebuilt } from '../../lib/prebuilt.js';
import { buildPublicConfig } from './public-config.js';
import { createPublicConfigCache, serve } from './public-config.cache.js';

/** Browsers and CDNs keep a config a minute and may show it ten more while they fetch the next. */
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/**
 * GET /api/players/public/{id}/: the config a page's player reads, from bytes built once per
 * change and kept per process (see public-config.cache.ts); `?cache=no` reads the database again.
 */
export async function publicConfigRoutes(app: App): Promise<void> {
  const { db, database, storage } = app.deps;
  const cache = createPublicConfigCache(async (id) => {
    const config = await buildPublicConfig(db, storage, id);
    return config && serve(config);
  });
  await cache.start(database);
  app.addHook('onClose', () => cache.stop());

  handle(app, playerEndpoints.publicConfig, async ({ params, query, request, reply }) => {
    const fresh = query.cache === 'no';
    const served = await (fresh ? cache.refresh(params.id) : cache.get(params.id));
    if (!served) throw notFound();
    return sendPrebuilt(request, reply, served, 'application/json; charset=utf-8', {
      'cache-control': fresh ? 'no-cache' : CACHE_CONTROL,
      // Embedded on any site; GET only (no credentials, nothing else is open).
      'access-control-allow-origin': '*',
    });
  });
}

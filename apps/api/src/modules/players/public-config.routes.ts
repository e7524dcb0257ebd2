import { format, messages, playerEndpoints } from '@pubdesk/contract';
import { handle } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { sendPrebuilt, writePrebuilt } from '../../lib/prebuilt.js';
import { apiSecurityHeaders } from '../../plugins/security-headers.js';
import { buildPublicConfig } from './public-config.js';
import { createPublicConfigCache, serve } from './public-config.cache.js';
import { createMissLimit } from './public-config.limit.js';

/** Browsers and CDNs keep a config a minute and may show it ten more while they fetch the next. */
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
const CONTENT_TYPE = 'application/json; charset=utf-8';
/** What every served config carries besides its ETag: embedded on any site, GET only (no credentials, nothing else is open). */
const servedHeaders = { 'cache-control': CACHE_CONTROL, 'access-control-allow-origin': '*' };
/** The route's path with nothing after it: a query (`?cache=no`) or anything unusual goes through Fastify. */
const PUBLIC_PATH = /^\/api\/players\/public\/([1-9]\d{0,9})\/$/;

/** Refused reads: a page's player may read the status and the wait, whatever its origin. */
const throttled = (seconds: number) =>
  new HttpError(
    429,
    { detail: format(messages.api.publicConfigThrottled, { seconds }) },
    {
      'retry-after': String(seconds),
      'access-control-allow-origin': '*',
      'access-control-expose-headers': 'Retry-After',
      'cache-control': 'no-store',
    },
  );

/**
 * GET /api/players/public/{id}/: the config a page's player reads, from bytes built once per
 * change and kept per process (see public-config.cache.ts); `?cache=no` reads the database again.
 * What reads the database (an id nothing is kept for, `?cache=no`) is limited per client address
 * for anonymous callers (public-config.limit.ts): 429 with Retry-After past the budget. The
 * address is Fastify's (`request.ip`, X-Forwarded-For believed as TRUST_PROXY says), as for the
 * sign-in throttling; the answers before Fastify serve only kept configs, which are never limited.
 */
export async function publicConfigRoutes(app: App): Promise<void> {
  const { db, database, storage } = app.deps;
  const missLimit = createMissLimit();
  const cache = createPublicConfigCache(async (id, previous) => {
    const config = await buildPublicConfig(db, storage, id);
    return config && serve(config, previous);
  });
  await cache.start(database);
  app.addHook('onClose', () => cache.stop());
  // A write that changed a config answers once this process has dropped its copy: the writer's next read sees it.
  app.deps.writeBarriers.add(() => cache.settle());

  // A kept config is answered before Fastify (routing, hooks and logging cost more than sending
  // it): the same bytes and headers as the route below, security headers included. A miss, a
  // 404 or a query goes to the route.
  const rawHeaders = { ...apiSecurityHeaders, ...servedHeaders };
  app.deps.rawRoutes.add((req, res) => {
    if (req.method !== 'GET') return false;
    const match = PUBLIC_PATH.exec(req.url ?? '');
    const served = match ? cache.peek(Number(match[1])) : undefined;
    if (!served) return false;
    writePrebuilt(req, res, served, CONTENT_TYPE, rawHeaders);
    return true;
  });

  handle(app, playerEndpoints.publicConfig, async ({ auth, params, query, request, reply }) => {
    const fresh = query.cache === 'no';
    if (!auth && (fresh || cache.peek(params.id) === undefined)) {
      const wait = missLimit.take(request.ip);
      if (wait > 0) throw throttled(wait);
    }
    const served = await (fresh ? cache.refresh(params.id) : cache.get(params.id));
    if (!served) throw notFound();
    return sendPrebuilt(request, reply, served, CONTENT_TYPE, fresh ? { ...servedHeaders, 'cache-control': 'no-cache' } : servedHeaders);
  });
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { playerEndpoints } from '@pubdesk/contract';
import { handle } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import { notFound } from '../../lib/http-errors.js';
import { buildPublicConfig } from './public-config.js';
import { createPublicConfigCache, serve, type ServedConfig } from './public-config.cache.js';

/** Browsers and CDNs keep a config a minute and may show it ten more while they fetch the next. */
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  Boolean(ifNoneMatch) && ifNoneMatch!.split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim()));

function encodingFor(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function send(request: FastifyRequest, reply: FastifyReply, served: ServedConfig, fresh: boolean) {
  reply
    .header('etag', served.etag)
    .header('cache-control', fresh ? 'no-cache' : CACHE_CONTROL)
    .header('vary', 'Accept-Encoding')
    // Embedded on any site; GET only (no credentials, nothing else is open).
    .header('access-control-allow-origin', '*');
  if (matches(request.headers['if-none-match'], served.etag)) return reply.code(304).send();
  const encoding = encodingFor(request);
  reply.header('content-type', 'application/json; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? served[encoding] : served.identity);
}

/**
 * GET /api/players/public/{id}/: the config a page's player reads, from bytes built once per
 * change and kept per process (see public-config.cache.ts); `?cache=no` reads the database again.
 */
export async function publicConfigRoutes(app: App): Promise<void> {
  const { db, database } = app.deps;
  const cache = createPublicConfigCache(async (id) => {
    const config = await buildPublicConfig(db, id);
    return config && serve(config);
  });
  await cache.start(database);
  app.addHook('onClose', () => cache.stop());

  handle(app, playerEndpoints.publicConfig, async ({ params, query, request, reply }) => {
    const fresh = query.cache === 'no';
    const served = await (fresh ? cache.refresh(params.id) : cache.get(params.id));
    if (!served) throw notFound();
    return send(request, reply, served, fresh);
  });
}

import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RawRoutes } from '../lib/raw-routes.js';
import { registerHashedAssets } from './hashed-assets.js';

/** Where the portal is served: `/portal`, and every path under `/portal/`. */
export const portalPrefix = '/portal/';

export const isPortalPath = (pathname: string): boolean => pathname === '/portal' || pathname.startsWith(portalPrefix);

/** Hashed assets (`assets/` under the build's root) never change; everything else, index.html first, must always be fresh. */
function cacheRule(root: string) {
  return (reply: FastifyReply, filePath: string) => {
    const immutable = path.relative(root, filePath).startsWith(`assets${path.sep}`);
    reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  };
}

/** The console's index.html, for `/` and every page path outside the portal. */
export function sendConsoleIndex(reply: FastifyReply, consoleDist: string): FastifyReply {
  return reply.header('cache-control', 'no-cache').sendFile('index.html', consoleDist);
}

/**
 * The portal's index.html, for `/portal`, `/portal/` and every page path under it. No Referer
 * leaves it: the page's own module scripts load before the app can strip `?impersonating=<key>`
 * from the address, and would send the key along.
 */
export function sendPortalIndex(reply: FastifyReply, portalDist: string): FastifyReply {
  return reply.header('cache-control', 'no-cache').header('referrer-policy', 'no-referrer').sendFile('index.html', portalDist);
}

/**
 * Serves uploaded files at /media/, the built console at / and the built portal at /portal/.
 * Registered before the guard: these are public files. Uploaded SVGs could carry script, so
 * /media/ answers with a sandbox CSP. The page paths of both apps (history-mode routes) are
 * answered by the not-found handler (plugins/errors.ts). Each app's hashed `assets/` are sent
 * from memory (hashed-assets.ts); the rest of its folder (index.html, brand files) from disk.
 */
export async function registerStatic(
  app: FastifyInstance,
  opts: { uploadDir: string; webDist: string | null; portalDist?: string | null; rawRoutes: RawRoutes },
): Promise<void> {
  const portalDist = opts.portalDist ?? null;
  // Owner-only, like the rest of the data folder (db/data-dir.ts).
  mkdirSync(opts.uploadDir, { recursive: true, mode: 0o700 });
  // `reply.sendFile` comes from one registration only, and runs that registration's
  // setHeaders: a page's index.html must never be sent by the media one (its sandbox CSP).
  await app.register(fastifyStatic, {
    root: opts.uploadDir,
    prefix: '/media/',
    decorateReply: !opts.webDist && !portalDist,
    // Nothing we store starts with a dot; a dotfile under the folder is never someone's upload.
    dotfiles: 'deny',
    // private/ holds files only their own routes serve, to those who may read them (ticket attachments).
    allowedPath: (pathName) => !/^\/*private(\/|$)/i.test(decodeURIComponent(pathName)),
    setHeaders: (res) => {
      res.header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
      res.header('x-content-type-options', 'nosniff');
    },
  });
  if (opts.webDist) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each file (vite.config.ts): the one the browser
      // accepts is sent as it is, with Content-Encoding and Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders: cacheRule(opts.webDist),
    });
    // The root is a directory to the static handler (which refuses directories): answer it
    // with the console like every other page path.
    const webDist = opts.webDist;
    registerHashedAssets(app, opts.rawRoutes, webDist, '/');
    app.get('/', { config: { access: { kind: 'public' } } }, (_request, reply) => sendConsoleIndex(reply, webDist));
  }
  if (portalDist) {
    // The more specific prefix wins: /portal/* is the portal's, whatever the console's /* holds.
    const cache = cacheRule(portalDist);
    await app.register(fastifyStatic, {
      root: portalDist,
      prefix: portalPrefix,
      wildcard: true,
      index: false,
      preCompressed: true,
      decorateReply: !opts.webDist,
      setHeaders: (reply, filePath) => {
        cache(reply, filePath);
        // index.html, or its .br/.gz beside it.
        if (/\.html(\.(br|gz))?$/.test(filePath)) reply.header('referrer-policy', 'no-referrer');
      },
    });
    // `/portal` and `/portal/` (one route: trailing slashes are ignored) are a directory to the
    // static handler, as `/` is: answer them with the portal's page.
    registerHashedAssets(app, opts.rawRoutes, portalDist, portalPrefix);
    app.get('/portal', { config: { access: { kind: 'public' } } }, (_request, reply) => sendPortalIndex(reply, portalDist));
  }
}

/** The built console, if there is one: PUBDESK_WEB_DIST, else apps/web/dist. */
export function findWebDist(configured: string | undefined): string | null {
  return builtApp(configured, '../../../web/dist');
}

/** The built portal, if there is one: PUBDESK_PORTAL_DIST, else apps/portal/dist. */
export function findPortalDist(configured: string | undefined): string | null {
  return builtApp(configured, '../../../portal/dist');
}

function builtApp(configured: string | undefined, fallback: string): string | null {
  const dir = configured ? path.resolve(configured) : path.resolve(import.meta.dirname, fallback);
  return existsSync(path.join(dir, 'index.html')) ? dir : null;
}

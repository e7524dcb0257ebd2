import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/http-errors.js';
import type { Prebuilt } from '../lib/prebuilt.js';
import { sendPrebuilt, writePrebuilt } from '../lib/prebuilt.js';
import type { RawRoutes } from '../lib/raw-routes.js';
import { apiSecurityHeaders } from './security-headers.js';

/** A built file under `assets/`, with the type it is sent as. */
interface HashedAsset {
  file: Prebuilt;
  contentType: string;
}

/** The types of what a Vite build writes under assets/; anything else is sent as bytes. */
const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Hashed names never change content: a year, and no revalidation. Plus what every non-page answer carries. */
const assetHeaders: Readonly<Record<string, string>> = {
  ...apiSecurityHeaders,
  'cache-control': 'public, max-age=31536000, immutable',
};

/** The compressed copies the build wrote beside each file (scripts/vite-build.ts `precompress`). */
const isCompressedCopy = (name: string) => name.endsWith('.br') || name.endsWith('.gz');

const readIfThere = (file: string): Buffer | undefined => (existsSync(file) ? readFileSync(file) : undefined);

/**
 * Every file of `<dist>/assets` (one level: Vite writes no subfolders there) read once, with the
 * `.br` and `.gz` the build wrote beside it. A build's assets are a few MB; held in memory they
 * are sent without a file system call, a stat or a stream per request.
 */
export function loadHashedAssets(dist: string): Map<string, HashedAsset> {
  const assets = new Map<string, HashedAsset>();
  const folder = path.join(dist, 'assets');
  if (!existsSync(folder)) return assets;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isFile() || isCompressedCopy(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(folder, entry.name);
    const identity = readFileSync(full);
    const file: Prebuilt = {
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 16)}"`,
      identity,
      br: readIfThere(`${full}.br`),
      gzip: readIfThere(`${full}.gz`),
    };
    const contentType = contentTypes[path.extname(entry.name).toLowerCase()] ?? 'application/octet-stream';
    assets.set(entry.name, { file, contentType });
  }
  return assets;
}

/**
 * Serves `<prefix>assets/<name>` from memory: a route (so the answer is Fastify's like any other,
 * HEAD included) and the same answer before Fastify (lib/raw-routes.ts) for a plain GET of a
 * known file, which is every script and stylesheet of a first visit. A name that is not a built
 * file, a query or a Range request goes to the route, which answers 404 for unknown names.
 */
export function registerHashedAssets(app: FastifyInstance, rawRoutes: RawRoutes, dist: string, prefix: '/' | '/portal/'): void {
  const assets = loadHashedAssets(dist);
  const base = `${prefix}assets/`;
  app.get<{ Params: { name: string } }>(`${base}:name`, { config: { access: { kind: 'public' } } }, (request, reply) => {
    const asset = assets.get(request.params.name);
    if (!asset) throw notFound();
    return sendPrebuilt(request, reply, asset.file, asset.contentType, assetHeaders);
  });
  rawRoutes.add((req, res) => {
    const url = req.url ?? '';
    if (req.method !== 'GET' || !url.startsWith(base) || req.headers.range !== undefined) return false;
    const asset = assets.get(url.slice(base.length));
    if (!asset) return false;
    writePrebuilt(req, res, asset.file, asset.contentType, assetHeaders);
    return true;
  });
}

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { prebuild, prebuildInPool, sendPrebuilt, type Prebuilt } from '../lib/prebuilt.js';

/** Loaded by pages on any site. */
const scriptHeaders = (cacheControl: string) => ({
  'cache-control': cacheControl,
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
});
const JS = 'text/javascript; charset=utf-8';

const previewPolicy = [
  "default-src 'self'",
  "script-src 'self' https://securepubads.g.doubleclick.net https://*.googlesyndication.com",
  'connect-src *',
  'media-src * blob: data:',
  'img-src * data: blob:',
  "style-src 'self' 'unsafe-inline'",
  'frame-src *',
  "frame-ancestors 'self'",
].join('; ');

/** The built player (apps/player/dist), if there is one. */
export function findPlayerDist(configured: string | undefined): string | null {
  const dir = configured ? path.resolve(configured) : path.resolve(import.meta.dirname, '../../../player/dist');
  return existsSync(path.join(dir, 'player.js')) ? dir : null;
}

/**
 * The player publishers embed. `/player.js`, the URL in every embed snippet, is a few bytes
 * that load the player itself from `/player/player.<content hash>.js`, cached for a year: a
 * new release reaches every page within the loader's five minutes, and no page ever runs a
 * half-cached mix. hls.js (light) sits beside it and loads only for HLS content.
 */
export function registerPlayerScript(app: FastifyInstance, dist: string | null): void {
  const access = { access: { kind: 'public' as const } };
  if (!dist) {
    app.log.warn('The player is not built (npm run build -w @pubdesk/player): /player.js answers 404.');
    return;
  }
  const player = readFileSync(path.join(dist, 'player.js'));
  const hash = createHash('sha256').update(player).digest('hex').slice(0, 12);
  const files = new Map<string, () => Promise<Prebuilt>>();
  // Compressed on the first request, in the thread pool: hls.js at brotli's best took a second of
  // the event loop, asked for by anyone.
  const lazy = (load: () => Buffer) => {
    let built: Promise<Prebuilt> | null = null;
    return () => (built ??= prebuildInPool(load()));
  };
  files.set(
    `player.${hash}.js`,
    lazy(() => player),
  );
  const hls = path.join(dist, 'hls.light.min.js');
  if (existsSync(hls))
    files.set(
      'hls.light.min.js',
      lazy(() => readFileSync(hls)),
    );
  const loader = prebuild(
    Buffer.from(
      `(function(){var c=document.currentScript,s=document.createElement('script');` +
        `s.src=new URL('/player/player.${hash}.js',c&&c.src||location.href).href;s.async=true;` +
        `document.head.appendChild(s);})();\n`,
    ),
  );

  app.get('/player.js', { config: access }, (request, reply) =>
    sendPrebuilt(request, reply, loader, JS, scriptHeaders('public, max-age=300')),
  );
  // The console's Preview: the player on a page of its own, framed by the console only. Its
  // policy lets the player reach ad servers and media anywhere, as it would on a publisher's page.
  app.get<{ Params: { id: string } }>('/player/preview/:id', { config: access }, (request, reply) => {
    const id = Number(request.params.id);
    if (!/^\d{1,10}$/.test(request.params.id) || id < 1 || id > 2147483647) return reply.code(404).send({ detail: 'Not found.' });
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-frame-options', 'SAMEORIGIN')
      .header('content-security-policy', previewPolicy)
      .send(
        `<!doctype html><html><head><meta charset="utf-8"><title>Player ${id}</title></head>` +
          `<body style="margin:0;padding:16px 24px;background:#f8f9fa"><div id="player-id-${id}"></div>` +
          `<script src="/player.js"></script></body></html>`,
      );
  });
  app.get<{ Params: { file: string } }>('/player/:file', { config: access }, async (request, reply) => {
    const file = files.get(request.params.file);
    if (!file) return reply.code(404).send({ detail: 'Not found.' });
    return sendPrebuilt(request, reply, await file(), JS, scriptHeaders('public, max-age=31536000, immutable'));
  });
}

import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves uploaded files at /media/ and the built console at /. Registered before the guard:
 * these are public files. Uploaded SVGs could carry script, so /media/ answers with a sandbox CSP.
 */
export async function registerStatic(app: FastifyInstance, opts: { uploadDir: string; webDist: string | null }): Promise<void> {
  // Owner-only, like the rest of the data folder (db/data-dir.ts).
  mkdirSync(opts.uploadDir, { recursive: true, mode: 0o700 });
  await app.register(fastifyStatic, {
    root: opts.uploadDir,
    prefix: '/media/',
    decorateReply: !opts.webDist,
    // Nothing we store starts with a dot; a dotfile under the folder is never someone's upload.
    dotfiles: 'deny',
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
      setHeaders: (res, filePath) => {
        // Hashed assets never change; index.html must always be fresh.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The root is a directory to the static handler (which refuses directories): answer it
    // with the console like every other page path.
    app.get('/', { config: { access: { kind: 'public' } } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    );
  }
}

/** The built console, if there is one: PUBDESK_WEB_DIST, else apps/web/dist. */
export function findWebDist(configured: string | undefined): string | null {
  const dir = configured ? path.resolve(configured) : path.resolve(import.meta.dirname, '../../../web/dist');
  return existsSync(path.join(dir, 'index.html')) ? dir : null;
}

import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { preferredEncoding, type ContentCoding } from '../lib/accept-encoding.js';

/**
 * Text worth compressing: JSON, YAML, JavaScript, SVG and other text, but not a live
 * `text/event-stream` (compression would hold events back in its buffer). Images, archives
 * and octet-streams are already compressed or opaque.
 */
export const compressibleTypes =
  /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:json|javascript|x-yaml|xml|[\w.-]+\+json)|image\/svg\+xml)(?:;|$)/;

/** Answers smaller than this fit in a packet or two: compressing them saves nothing worth the CPU. */
export const compressThreshold = 1024;

/**
 * Answers up to this size, held in memory whole (a serialized JSON body, a page), are compressed
 * at once on the event loop: brotli q4 takes about 2 ms for 256 kB. Larger ones and streams go
 * to @fastify/compress, which compresses them as a stream in libuv's thread pool.
 */
export const inlineCompressMax = 256 * 1024;

const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const gzipOptions = { level: 6 };

const compressors: Record<ContentCoding, (bytes: Buffer | string) => Buffer> = {
  br: (bytes) => brotliCompressSync(bytes, brotliOptions),
  gzip: (bytes) => gzipSync(bytes, gzipOptions),
};

/** Adds Accept-Encoding to the answer's Vary (unless it varies on everything already). */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (current === '') reply.header('vary', 'Accept-Encoding');
  else if (!/(?:^|,)\s*(?:\*|accept-encoding)\s*(?:,|$)/i.test(current)) reply.header('vary', `${current}, Accept-Encoding`);
}

/**
 * The in-memory answer's compression, before @fastify/compress sees it. That plugin makes every
 * body a stream (Readable.from, then a zlib stream and a pump): about 0.7 ms of CPU an answer,
 * where the whole of a permissions answer costs 0.2 ms (bench: /api/auth/permissions/ at 4,917
 * req/s plain, 1,379 with brotli). One synchronous call of the same zlib costs about 0.05 ms for
 * a few kB. The answer it leaves (a stream, a big body, one already encoded) passes through.
 */
const compressInMemory: onSendHookHandler = (request: FastifyRequest, reply: FastifyReply, payload, done) => {
  const bytes = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : null;
  if (bytes === null) return done(null, payload);
  const size = typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.length;
  if (size < compressThreshold || size > inlineCompressMax) return done(null, payload);
  const encoded = reply.getHeader('content-encoding');
  if (encoded !== undefined && encoded !== 'identity') return done(null, payload);
  if (request.headers['x-no-compression'] !== undefined) return done(null, payload);
  const type = reply.getHeader('content-type');
  if (!compressibleTypes.test(type === undefined ? 'application/json' : String(type))) return done(null, payload);
  const coding = preferredEncoding(request.headers['accept-encoding']);
  if (coding === null) return done(null, payload);
  const compressed = compressors[coding](bytes);
  varyOnEncoding(reply);
  reply.header('content-encoding', coding);
  reply.removeHeader('content-length');
  done(null, compressed);
};

/**
 * Compresses answers by the request's Accept-Encoding (brotli, then gzip). Only routes
 * registered after this plugin are affected: the console's files come pre-compressed from the
 * build (see plugins/web.ts) and /media/ uploads are images, so both are registered before it.
 * Brotli at quality 4 costs about what gzip level 6 does and compresses better; quality 11
 * is for build time. On a 30 kB page of users: q4 0.8 ms (to 1.3 kB), gzip 0.4 ms (1.9 kB),
 * q11 about 200 ms.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Added before the plugin's own onRoute hook, so each route's onSend runs this first.
  app.addHook('onRoute', (route) => {
    if (route.compress === false || route.config?.compress === false) return;
    const onSend = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [...onSend, compressInMemory];
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: compressThreshold,
    customTypes: compressibleTypes,
    brotliOptions,
    zlibOptions: gzipOptions,
    // Request bodies stay as sent: no client compresses them, and inflating is a cost to bound.
    globalDecompression: false,
  });
}

import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

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
 * Compresses answers by the request's Accept-Encoding (brotli, then gzip). Only routes
 * registered after this plugin are affected: the console's files come pre-compressed from the
 * build (see plugins/web.ts) and /media/ uploads are images, so both are registered before it.
 * Brotli at quality 4 costs about what gzip level 6 does and compresses better; quality 11
 * is for build time. On a 30 kB page of users: q4 0.8 ms (to 1.3 kB), gzip 0.4 ms (1.9 kB),
 * q11 about 200 ms.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: compressThreshold,
    customTypes: compressibleTypes,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Request bodies stay as sent: no client compresses them, and inflating is a cost to bound.
    globalDecompression: false,
  });
}

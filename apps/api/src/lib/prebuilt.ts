import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding, type ContentCoding } from './accept-encoding.js';

/**
 * Bytes sent many times as they were built once: in every encoding a browser may take, with a
 * strong ETag from their content. For hot public reads (the player config, the player script,
 * the console's built assets), where compressing or hashing per request would cost more than
 * sending. A built file too small to be worth compressing has no compressed copies.
 */
export interface Prebuilt {
  etag: string;
  identity: Buffer;
  gzip?: Buffer | undefined;
  br?: Buffer | undefined;
}

/** A strong ETag from the bytes' content; `tag` goes in front of the hash (a config's version). */
function etagOf(bytes: Buffer, tag?: string | number): string {
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 16);
  return `"${tag === undefined ? '' : `${tag}-`}${hash}"`;
}

/** Bytes in every encoding, with their ETag (`tag` in front of its hash). */
export function prebuild(bytes: Buffer, tag?: string | number): Required<Prebuilt> {
  return {
    etag: etagOf(bytes, tag),
    identity: bytes,
    gzip: gzipSync(bytes, { level: 9 }),
    br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

const brotliInPool = promisify(brotliCompress);
const gzipInPool = promisify(gzip);

/**
 * prebuild with the compression in libuv's thread pool, for a body built while the server runs
 * (the OpenAPI document, about 0.8 MB; a player's config after each change): brotli at quality 9,
 * which on such JSON is as small as 11 in about 40 ms where 11 takes seconds; over 256 kB at 5,
 * within 1% of 9's size in a third of its time (a 0.9 MB config of text that does not repeat:
 * 260 ms at 9, 76 at 5), since a network may rebuild its configs as often as it saves them.
 */
export async function prebuildInPool(bytes: Buffer, tag?: string | number): Promise<Required<Prebuilt>> {
  const quality = bytes.length > 256 * 1024 ? 5 : 9;
  const [gzipped, brotli] = await Promise.all([
    gzipInPool(bytes, { level: 9 }),
    brotliInPool(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
  ]);
  return { etag: etagOf(bytes, tag), identity: bytes, gzip: gzipped, br: brotli };
}

/** Whether an If-None-Match names this ETag (a list, weak or not, or `*`). */
export const etagMatches = (ifNoneMatch: string | undefined, etag: string): boolean =>
  Boolean(ifNoneMatch) && ifNoneMatch!.split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim()));

/** The encodings a file has copies in, best first. */
const BOTH: readonly ContentCoding[] = ['br', 'gzip'];
const BR_ONLY: readonly ContentCoding[] = ['br'];
const GZIP_ONLY: readonly ContentCoding[] = ['gzip'];
const NONE: readonly ContentCoding[] = [];
const codingsOf = (file: Prebuilt): readonly ContentCoding[] => (file.br ? (file.gzip ? BOTH : BR_ONLY) : file.gzip ? GZIP_ONLY : NONE);

/** The encoding to send `file` in for an Accept-Encoding, among the copies it has; null for plain bytes. */
const encodingFor = (file: Prebuilt, accepted: string | undefined): ContentCoding | null => preferredEncoding(accepted, codingsOf(file));

/** The bytes of `file` in `encoding` (one encodingFor chose, so there are such bytes). */
const bytesIn = (file: Prebuilt, encoding: ContentCoding | null): Buffer => (encoding ? file[encoding]! : file.identity);

/**
 * Sends prebuilt bytes with `headers`, its ETag and `Vary: Accept-Encoding`: 304 to a matching
 * If-None-Match, else the encoding the request accepts (set here, so the compression plugin
 * leaves it alone).
 */
export function sendPrebuilt(
  request: FastifyRequest,
  reply: FastifyReply,
  file: Prebuilt,
  contentType: string,
  headers: Record<string, string>,
): FastifyReply {
  reply.headers({ ...headers, etag: file.etag, vary: 'Accept-Encoding' });
  if (etagMatches(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
  const encoding = encodingFor(file, request.headers['accept-encoding']);
  reply.header('content-type', contentType);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(bytesIn(file, encoding));
}

/** The raw answers' header lists per file and encoding, built on first use (Node writes a flat list fastest). */
const rawHeaderLists = new WeakMap<Prebuilt, Map<string, string[]>>();

/**
 * sendPrebuilt on a raw response (a RawResponder's): the same headers, 304 and encoding choice.
 * `headers` must be the same object on every call for a given use (its lists are kept per file).
 */
export function writePrebuilt(
  req: IncomingMessage,
  res: ServerResponse,
  file: Prebuilt,
  contentType: string,
  headers: Readonly<Record<string, string>>,
): void {
  const notModified = etagMatches(req.headers['if-none-match'], file.etag);
  const encoding = notModified ? null : encodingFor(file, req.headers['accept-encoding']);
  const variant = notModified ? '304' : (encoding ?? 'identity');
  let lists = rawHeaderLists.get(file);
  if (!lists) rawHeaderLists.set(file, (lists = new Map()));
  let list = lists.get(variant);
  if (!list) {
    const body = bytesIn(file, encoding);
    const all: Record<string, string> = { ...headers, etag: file.etag, vary: 'Accept-Encoding' };
    if (!notModified) {
      all['content-type'] = contentType;
      if (encoding) all['content-encoding'] = encoding;
      all['content-length'] = String(body.length);
    }
    list = Object.entries(all).flat();
    lists.set(variant, list);
  }
  if (notModified) res.writeHead(304, list).end();
  else res.writeHead(200, list).end(bytesIn(file, encoding));
}

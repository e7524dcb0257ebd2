import type { Readable } from 'node:stream';
import type { FastifyMultipartBaseOptions, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { messages, format } from '@pubdesk/contract';
import type { Config } from '../config/env.js';
import { fieldError, type HttpError } from './http-errors.js';
import { sizeGuard } from './storage/index.js';

const MB = 1048576;

/**
 * The multipart plugin's defaults, for a route that names no limits of its own: the small
 * image limit (UPLOAD_MAX_MB). Each upload route passes its limits per request (uploadLimits),
 * so a large-file route raises them for itself only.
 */
export function multipartOptions(config: Pick<Config, 'UPLOAD_MAX_MB'>): FastifyMultipartBaseOptions {
  return uploadLimits(config.UPLOAD_MAX_MB * MB);
}

/**
 * Per-request limits for `request.file()` / `request.parts()`. A file over `maxBytes` stops the
 * parser; read with toBuffer() that is the plugin's 413, read through readUploadStream a field error.
 */
export function uploadLimits(maxBytes: number, files = 3): FastifyMultipartBaseOptions {
  return { limits: { fileSize: maxBytes, files, fields: 20 } };
}

/** "The file is larger than N MB.", on the upload's field. */
export const fileTooLarge = (field: string, maxBytes: number): HttpError =>
  fieldError(field, format(messages.api.fileTooLarge, { max: Math.round((maxBytes / MB) * 10) / 10 }));

export type ImageType = 'png' | 'jpeg' | 'gif' | 'webp' | 'ico' | 'svg';

/** The content type an image is stored and served with, by the type its bytes show. */
export const imageContentTypes: Readonly<Record<ImageType, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  ico: 'image/x-icon',
  svg: 'image/svg+xml',
};

/** Recognises an image by its first bytes: the client's declared type is not trusted. */
export function sniffImage(data: Buffer): ImageType | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.subarray(0, 6).toString('latin1'))) return 'gif';
  const latin1 = (from: number, to: number) => data.subarray(from, to).toString('latin1');
  if (data.length >= 12 && latin1(0, 4) === 'RIFF' && latin1(8, 12) === 'WEBP') return 'webp';
  if (data.length >= 4 && data[0] === 0 && data[1] === 0 && data[2] === 1 && data[3] === 0) return 'ico';
  return opensSvg(data.subarray(0, 512).toString('utf8')) ? 'svg' : null;
}

const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);

/**
 * Whether a file's head opens an SVG document: an XML declaration, comments and an SVG doctype,
 * each optional, then `<svg` (any case). One walk from left to right: the regular expression it
 * replaces tried every way to split a run of comments and took 2^n steps on n of them (a 200-byte
 * avatar held the server for seconds).
 */
function opensSvg(head: string): boolean {
  const text = head.toLowerCase();
  let at = 0;
  const skipSpace = () => {
    while (isSpace(text[at])) at++;
  };
  /** Moves past `close` after `from`; false when the head has none. */
  const skipPast = (close: string, from: number) => {
    const end = text.indexOf(close, from);
    if (end < 0) return false;
    at = end + close.length;
    skipSpace();
    return true;
  };
  skipSpace();
  if (text.startsWith('<?xml', at) && !skipPast('>', at)) return false;
  while (text.startsWith('<!--', at)) if (!skipPast('-->', at + 4)) return false;
  if (text.startsWith('<!doctype svg', at) && !skipPast('>', at)) return false;
  const next = text[at + 4];
  return text.startsWith('<svg', at) && (next === '>' || next === '/' || isSpace(next));
}

export interface ImageUpload {
  field: string;
  data: Buffer;
  ext: ImageType;
  contentType: string;
}

/**
 * Reads one multipart file part into memory, enforcing the size limit and an image type. Images
 * are small and a form's images are all checked before any is stored, so they are buffered;
 * large files go through readUploadStream.
 */
export async function readImage(part: MultipartFile, allowed: readonly ImageType[], maxBytes: number): Promise<ImageUpload> {
  const data = await part.toBuffer();
  if (part.file.truncated || data.length > maxBytes) throw fileTooLarge(part.fieldname, maxBytes);
  if (data.length === 0) throw fieldError(part.fieldname, messages.api.noFile);
  const ext = sniffImage(data);
  if (!ext || !allowed.includes(ext)) {
    throw fieldError(part.fieldname, format(messages.api.fileType, { types: allowed.join(', ') }));
  }
  return { field: part.fieldname, data, ext, contentType: imageContentTypes[ext] };
}

export interface UploadStream {
  field: string;
  filename: string;
  /** As the client declared it: not to be trusted for anything served back. */
  mimetype: string;
  /** The file's bytes as they arrive; fails with the field's error when the file is too large or empty. */
  stream: Readable;
  /** The text fields sent before the file (a streamed file's form must put them first). */
  fields: Record<string, string>;
}

/**
 * The request's one file, in `field`, as a stream to hand to storage `put`: nothing is
 * buffered, and more than maxBytes fails the stream with "The file is larger than N MB." (so
 * the store keeps nothing). The parser is allowed one byte more than maxBytes so that the
 * guard, not the parser's silent cut, sees the excess.
 */
export async function readUploadStream(request: FastifyRequest, opts: { field: string; maxBytes: number }): Promise<UploadStream> {
  const { field, maxBytes } = opts;
  const part = await request.file({ ...uploadLimits(maxBytes + 1, 1), throwFileSizeLimit: false });
  if (!part || part.fieldname !== field) {
    part?.file.resume();
    throw fieldError(field, messages.api.noFile);
  }
  const source = part.file;
  const guard = sizeGuard(maxBytes, {
    tooLarge: () => fileTooLarge(field, maxBytes),
    empty: () => fieldError(field, messages.api.noFile),
    truncated: () => source.truncated,
  });
  source.on('error', (error) => guard.destroy(error));
  // A small file can be refused (too large, empty) before the caller starts reading: the error
  // stays on the stream (`errored`) for the caller's pipeline, not thrown as an uncaught one.
  guard.on('error', () => undefined);
  // Once the upload is refused or its store fails, the rest of the request is still read (the
  // parser discards it) rather than left unread: a client still sending would otherwise never
  // see the answer, and the connection would hang.
  guard.on('close', () => {
    if (source.readableEnded) return;
    source.unpipe(guard);
    source.resume();
  });
  source.pipe(guard);
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const one = Array.isArray(value) ? value[0] : value;
    if (one && one.type === 'field' && typeof one.value === 'string') fields[name] = one.value;
  }
  return { field, filename: part.filename, mimetype: part.mimetype, stream: guard, fields };
}

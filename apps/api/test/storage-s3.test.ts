/**
 * The S3 store against a small S3 stand-in on loopback (node:http): it keeps objects and
 * multipart uploads the way S3 does, refuses a part under 5 MiB that is not the last and a
 * part whose ETag does not match, and records the calls for the assertions.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env.js';
import { createStorage, S3_PART_BYTES, TooLargeError, uniqueKey, type Storage } from '../src/lib/storage/index.js';

interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  size: number;
}

const MIN_PART = 5 * 1048576;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function fakeS3() {
  const calls: Call[] = [];
  const objects = new Map<string, { body: Buffer; contentType: string; cacheControl?: string }>();
  const uploads = new Map<string, { path: string; parts: Map<number, Buffer>; contentType: string; cacheControl?: string }>();
  const failing = { part: 0 };

  const xml = (res: ServerResponse, status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'application/xml' }).end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
  };
  const error = (res: ServerResponse, status: number, code: string) => xml(res, status, `<Error><Code>${code}</Code></Error>`);

  function handle(req: IncomingMessage, body: Buffer, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://s3.test');
    const query = Object.fromEntries(url.searchParams);
    calls.push({ method: req.method ?? '', path: url.pathname, query, headers: req.headers, size: body.length });
    if (!String(req.headers.authorization).startsWith('AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/')) return error(res, 403, 'AccessDenied');
    const payload = req.headers['x-amz-content-sha256'];
    if (payload !== 'UNSIGNED-PAYLOAD' && payload !== sha256(body)) return error(res, 400, 'XAmzContentSHA256Mismatch');
    const contentType = String(req.headers['content-type'] ?? '');
    const cacheControl = req.headers['cache-control'];

    if (req.method === 'POST' && 'uploads' in query) {
      const id = randomUUID();
      uploads.set(id, { path: url.pathname, parts: new Map(), contentType, cacheControl });
      return xml(res, 200, `<InitiateMultipartUploadResult><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`);
    }
    const upload = query.uploadId ? uploads.get(query.uploadId) : undefined;
    if (query.uploadId && (!upload || upload.path !== url.pathname)) return error(res, 404, 'NoSuchUpload');
    if (req.method === 'PUT' && upload) {
      const number = Number(query.partNumber);
      if (number === failing.part) return error(res, 400, 'InvalidPart');
      upload.parts.set(number, body);
      return res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
    }
    if (req.method === 'POST' && upload) {
      const listed = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber><ETag>([^<]+)<\/ETag>/g)];
      const parts = listed.map(([, n, etag]) => ({ data: upload.parts.get(Number(n)), etag: etag!.replace(/&quot;/g, '"') }));
      for (const [i, part] of parts.entries()) {
        if (!part.data || part.etag !== `"${createHash('md5').update(part.data).digest('hex')}"`) return error(res, 400, 'InvalidPart');
        if (i < parts.length - 1 && part.data.length < MIN_PART) return error(res, 400, 'EntityTooSmall');
      }
      objects.set(url.pathname, {
        body: Buffer.concat(parts.map((p) => p.data!)),
        contentType: upload.contentType,
        cacheControl: upload.cacheControl,
      });
      uploads.delete(query.uploadId!);
      return xml(res, 200, '<CompleteMultipartUploadResult><ETag>"x-3"</ETag></CompleteMultipartUploadResult>');
    }
    if (req.method === 'DELETE' && upload) {
      uploads.delete(query.uploadId!);
      return res.writeHead(204).end();
    }
    if (req.method === 'PUT') {
      objects.set(url.pathname, { body, contentType, cacheControl });
      return res.writeHead(200, { etag: '"x"' }).end();
    }
    if (req.method === 'GET') {
      const object = objects.get(url.pathname);
      return object ? res.writeHead(200, { 'content-type': object.contentType }).end(object.body) : error(res, 404, 'NoSuchKey');
    }
    if (req.method === 'DELETE') {
      objects.delete(url.pathname);
      return res.writeHead(204).end();
    }
    return error(res, 405, 'MethodNotAllowed');
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handle(req, Buffer.concat(chunks), res));
  });
  return { server, calls, objects, uploads, failing };
}

/** `size` bytes of a repeatable pattern, in 64 KiB chunks, with the hash of the whole. */
function generated(size: number) {
  const hash = createHash('sha256');
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent >= size) return void this.push(null);
      const chunk = Buffer.alloc(Math.min(65536, size - sent), sent % 251);
      hash.update(chunk);
      sent += chunk.length;
      this.push(chunk);
    },
  });
  let digest: string | undefined;
  return { stream, digest: () => (digest ??= hash.digest('hex')) };
}

describe('S3 storage', () => {
  const s3 = fakeS3();
  let storage: Storage;
  beforeAll(async () => {
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
    const env = { PUBDESK_SECRET: 'x'.repeat(40), S3_ENDPOINT: endpoint, S3_BUCKET: 'assets', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE' };
    storage = createStorage(
      loadConfig({ ...env, S3_SECRET_ACCESS_KEY: 'secret', S3_PUBLIC_URL: 'https://cdn.example.test' }, { inMemory: true }),
    );
  });
  afterAll(() => new Promise<void>((resolve) => s3.server.close(() => resolve())));
  beforeEach(() => {
    s3.calls.length = 0;
    s3.failing.part = 0;
  });

  it('signs a small upload as one PUT and answers its public URL', async () => {
    const saved = await storage.put(uniqueKey('whitelabel', 'svg'), Buffer.from('<svg/>'), { contentType: 'image/svg+xml' });
    expect(storage.kind).toBe('s3');
    expect(saved.url).toBe(`https://cdn.example.test/${saved.key}`);
    expect(s3.calls).toHaveLength(1);
    expect(s3.calls[0]).toMatchObject({ method: 'PUT', path: `/assets/${saved.key}`, query: {}, size: 6 });
    expect(s3.calls[0]!.headers['content-type']).toBe('image/svg+xml');
    expect(s3.calls[0]!.headers['cache-control']).toBeUndefined();
    expect(s3.objects.get(`/assets/${saved.key}`)?.body.toString()).toBe('<svg/>');

    await storage.remove(saved.url);
    expect(s3.calls.at(-1)).toMatchObject({ method: 'DELETE', path: `/assets/${saved.key}` });
    expect(s3.objects.has(`/assets/${saved.key}`)).toBe(false);
  });

  it('sends a stream that fits in one part as one PUT, with its Cache-Control', async () => {
    const saved = await storage.put('players/12/logo.png', generated(100_000).stream, {
      contentType: 'image/png',
      cacheControl: 'public, max-age=300',
    });
    expect(saved).toEqual({ key: 'players/12/logo.png', url: 'https://cdn.example.test/players/12/logo.png', size: 100_000 });
    expect(s3.calls.map((c) => c.method)).toEqual(['PUT']);
    expect(s3.objects.get('/assets/players/12/logo.png')).toMatchObject({ contentType: 'image/png', cacheControl: 'public, max-age=300' });
  });

  it('streams a larger body as a multipart upload of parts of at least 5 MiB', async () => {
    const size = 2 * S3_PART_BYTES + 3 * 1048576;
    const body = generated(size);
    const saved = await storage.put('video/clip.mp4', body.stream, {
      contentType: 'video/mp4',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(saved.size).toBe(size);
    expect(s3.calls.map((c) => `${c.method} ${Object.keys(c.query).sort().join(',')}`)).toEqual([
      'POST uploads',
      'PUT partNumber,uploadId',
      'PUT partNumber,uploadId',
      'PUT partNumber,uploadId',
      'POST uploadId',
    ]);
    expect(s3.calls.filter((c) => c.method === 'PUT').map((c) => [c.query.partNumber, c.size])).toEqual([
      ['1', S3_PART_BYTES],
      ['2', S3_PART_BYTES],
      ['3', 3 * 1048576],
    ]);
    const object = s3.objects.get('/assets/video/clip.mp4')!;
    expect(object).toMatchObject({ contentType: 'video/mp4', cacheControl: 'public, max-age=31536000, immutable' });
    expect(sha256(object.body)).toBe(body.digest());
    expect(sha256(await buffer((await storage.get('video/clip.mp4'))!))).toBe(body.digest());
    expect(await storage.get('video/missing.mp4')).toBeNull();
  });

  it('aborts the multipart upload when a part fails, leaving no object and no open upload', async () => {
    s3.failing.part = 2;
    const body = generated(3 * S3_PART_BYTES);
    await expect(storage.put('video/broken.mp4', body.stream, { contentType: 'video/mp4' })).rejects.toThrow(
      /UploadPart failed with status 400: InvalidPart/,
    );
    expect(s3.calls.map((c) => c.method)).toEqual(['POST', 'PUT', 'PUT', 'DELETE']);
    expect(s3.calls.at(-1)!.query.uploadId).toBe(s3.calls[1]!.query.uploadId);
    expect(s3.objects.has('/assets/video/broken.mp4')).toBe(false);
    expect(s3.uploads.size).toBe(0);
    expect(body.stream.destroyed).toBe(true);
  });

  it('aborts when the body grows past maxBytes mid-upload', async () => {
    const body = generated(4 * S3_PART_BYTES);
    const putting = storage.put('video/big.mp4', body.stream, { contentType: 'video/mp4', maxBytes: 2 * S3_PART_BYTES + 1048576 });
    await expect(putting).rejects.toBeInstanceOf(TooLargeError);
    expect(s3.calls.map((c) => c.method)).toEqual(['POST', 'PUT', 'PUT', 'DELETE']);
    expect(s3.objects.has('/assets/video/big.mp4')).toBe(false);
    expect(s3.uploads.size).toBe(0);
  });
});

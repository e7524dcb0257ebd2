/**
 * Uploads stream from the socket to storage: a 200 MB file goes through a real HTTP request
 * (inject would buffer it) while the process's RSS grows by well under 100 MB, and arrives
 * whole. The route is a test-only one on a bare server with the app's multipart settings; the
 * parser, the size guard and the store are the ones the app uses.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env.js';
import { createStorage, type Storage, type StoredObject } from '../src/lib/storage/index.js';
import { multipartOptions, readUploadStream } from '../src/lib/uploads.js';
import { registerErrorHandling } from '../src/plugins/errors.js';

const MB = 1048576;
const BOUNDARY = 'pubdesk-stream-test';

let app: FastifyInstance;
let storage: Storage;
let uploadDir: string;
let baseUrl: string;

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pubdesk-stream-'));
  const config = loadConfig({ PUBDESK_DATA_DIR: dataDir, PUBDESK_SECRET: 'x'.repeat(40) });
  uploadDir = config.uploadDir;
  storage = createStorage(config);
  app = Fastify({ bodyLimit: MB });
  registerErrorHandling(app);
  await app.register(multipart, multipartOptions(config));
  // One route per limit, as the app's upload routes each name theirs.
  for (const [route, maxBytes] of [
    ['/big', 300 * MB],
    ['/small', MB],
  ] as const) {
    app.post(route, async (request) => {
      const upload = await readUploadStream(request, { field: 'file', maxBytes });
      return storage.put(`streams${route}.bin`, upload.stream, { contentType: 'application/octet-stream' });
    });
  }
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return () => rmSync(dataDir, { recursive: true, force: true });
});
afterAll(() => app.close());

/** Streams a multipart body with one file of `size` bytes (`chunk` at a time), sampling RSS while it goes. */
async function upload(route: string, size: number, opts: { field?: string; chunk?: number } = {}) {
  const chunkSize = opts.chunk ?? MB;
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${opts.field ?? 'file'}"; filename="big.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const base = randomBytes(chunkSize);
  const hash = createHash('sha256');
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);

  const response = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const req = http.request(`${baseUrl}${route}`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': head.length + size + tail.length },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown }));
    });
    req.on('error', reject);
    // A fresh chunk each time (the socket may still hold the last one), varied by its index so
    // that a lost or repeated chunk changes the hash.
    let sent = 0;
    const write = (): void => {
      while (sent < size) {
        const chunk = Buffer.from(base.subarray(0, Math.min(chunkSize, size - sent)));
        chunk.writeUInt32BE(sent / chunkSize, 0);
        hash.update(chunk);
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end(tail);
    };
    req.write(head);
    write();
  });
  try {
    return { ...(await response), growth: peak - baseline, sha256: hash.digest('hex') };
  } finally {
    clearInterval(sampler);
  }
}

describe('streaming uploads', () => {
  it('a 200 MB upload streams through with under 100 MB of RSS growth, and is stored whole', async () => {
    await upload('/big', 64 * 1024); // warm up: modules loaded, buffers allocated once
    const size = 200 * MB;
    const result = await upload('/big', size);

    expect(result.status).toBe(200);
    expect(result.body).toEqual({ key: 'streams/big.bin', url: '/media/streams/big.bin', size });
    expect(result.growth).toBeLessThan(100 * MB);
    const stored = await storage.get((result.body as StoredObject).key);
    const hash = createHash('sha256');
    for await (const chunk of stored!) hash.update(chunk as Buffer);
    expect(hash.digest('hex')).toBe(result.sha256);
  }, 60_000);

  it("a file over the route's limit is its field error, and nothing is kept", async () => {
    const result = await upload('/small', 3 * MB, { chunk: 256 * 1024 });
    expect({ status: result.status, body: result.body }).toEqual({ status: 400, body: { file: ['The file is larger than 1 MB.'] } });
    expect(readdirSync(path.join(uploadDir, 'streams')).filter((f) => f.startsWith('small') || f.startsWith('.small'))).toEqual([]);
    // Exactly at the limit is still accepted.
    expect((await upload('/small', MB)).status).toBe(200);
  });

  it('an empty file, or a file in another field, is "No file was submitted."', async () => {
    for (const result of [await upload('/small', 0), await upload('/small', 10, { field: 'other' })]) {
      expect({ status: result.status, body: result.body }).toEqual({ status: 400, body: { file: ['No file was submitted.'] } });
    }
  });
});

import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.js';
import { createStorage } from './storage.js';

interface Seen {
  method: string;
  url: string;
  authorization: string;
  contentType: string;
  body: Buffer;
}

/** A stand-in S3 endpoint on loopback that records what it is sent. */
function fakeS3() {
  const seen: Seen[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: String(req.headers.authorization ?? ''),
        contentType: String(req.headers['content-type'] ?? ''),
        body: Buffer.concat(chunks),
      });
      res.statusCode = req.url?.includes('fail') ? 500 : 200;
      res.end();
    });
  });
  return { server, seen };
}

describe('storage', () => {
  const s3 = fakeS3();
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => s3.server.close(() => resolve())));

  it('keeps files in the data folder and serves them under /media/', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pubdesk-storage-'));
    const storage = createStorage(loadConfig({ PUBDESK_DATA_DIR: dataDir, PUBDESK_SECRET: 'x'.repeat(40) }));
    const saved = await storage.save('logos', Buffer.from('png-bytes'), 'png', 'image/png');
    expect(storage.kind).toBe('local');
    expect(saved.url).toMatch(/^\/media\/logos\/[0-9a-f-]{36}\.png$/);
    const file = path.join(dataDir, 'uploads', saved.key);
    expect(readFileSync(file, 'utf8')).toBe('png-bytes');
    await storage.remove(saved.url);
    expect(existsSync(file)).toBe(false);
  });

  it('signs uploads to an S3-compatible bucket and answers its public URL', async () => {
    const storage = createStorage(
      loadConfig(
        {
          PUBDESK_SECRET: 'x'.repeat(40),
          S3_ENDPOINT: endpoint,
          S3_BUCKET: 'assets',
          S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
          S3_SECRET_ACCESS_KEY: 'secret',
          S3_PUBLIC_URL: 'https://cdn.example.test',
        },
        { inMemory: true },
      ),
    );
    const saved = await storage.save('whitelabel', Buffer.from('<svg/>'), 'svg', 'image/svg+xml');
    expect(storage.kind).toBe('s3');
    expect(saved.url).toBe(`https://cdn.example.test/${saved.key}`);
    const put = s3.seen.at(-1)!;
    expect(put.method).toBe('PUT');
    expect(put.url).toBe(`/assets/${saved.key}`);
    expect(put.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\//);
    expect(put.contentType).toBe('image/svg+xml');
    expect(put.body.toString()).toBe('<svg/>');

    await storage.remove(saved.url);
    expect(s3.seen.at(-1)).toMatchObject({ method: 'DELETE', url: `/assets/${saved.key}` });
  });
});

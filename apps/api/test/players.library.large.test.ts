import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryVideo } from '@pubdesk/contract';
import { eachTestIn } from './harness.js';
import { inventoryWorld } from './helpers.js';
import { fakeMp4, tusMetadata } from './library-fixtures.js';

const { ctx, world } = eachTestIn(inventoryWorld);
const MB = 1048576;
const SIZE = 300 * MB;
let base = '';
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.app.server.close());

/** `size` bytes that sniff as MP4, made chunk by chunk (the test never holds them), and their SHA-256. */
function body(size: number): { stream: Readable; digest: () => string } {
  const hash = createHash('sha256');
  const chunk = fakeMp4(MB);
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent >= size) return this.push(null);
      const part = chunk.subarray(0, Math.min(MB, size - sent));
      // Every chunk after the first differs from the header, so the file is not all one pattern.
      const bytes = sent === 0 ? part : Buffer.from(part).fill(sent % 251, 0, 8);
      sent += bytes.length;
      hash.update(bytes);
      this.push(bytes);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}

/** Sends a streamed request and samples this process's RSS meanwhile; answers the peak growth. */
function send(method: string, path: string, headers: Record<string, string | number>, source: Readable) {
  return new Promise<{ status: number; headers: Record<string, unknown>; text: string; rssGrowth: number }>((resolve, reject) => {
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => {
        clearInterval(sampler);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, rssGrowth: peak - baseline });
      });
    });
    req.on('error', (error) => {
      clearInterval(sampler);
      reject(error);
    });
    source.pipe(req);
  });
}

const sha256File = (file: string) =>
  new Promise<string>((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (d) => hash.update(d))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
const fileOf = (video: LibraryVideo) => ctx.app.deps.storage.localPath(video.url.replace(/^\/media\//, ''))!;

describe('a 300 MB upload streams', () => {
  it('through POST videos/ (multipart) with the server RSS growing under 100 MB', { timeout: 120_000 }, async () => {
    const boundary = 'pubdesk-large-upload';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="website_id"\r\n\r\n${world.siteA.id}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nLarge\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="large.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const file = body(SIZE);
    const source = Readable.from(
      (async function* () {
        yield head;
        for await (const chunk of file.stream) yield chunk as Buffer;
        yield tail;
      })(),
    );
    const res = await send(
      'POST',
      '/api/players/videos/',
      { authorization: world.admin.authorization, 'content-type': `multipart/form-data; boundary=${boundary}` },
      source,
    );
    expect(res.status, res.text).toBe(201);
    const video = JSON.parse(res.text) as LibraryVideo;
    expect(video.size).toBe(SIZE);
    expect(res.rssGrowth).toBeLessThan(100 * MB);
    expect(await sha256File(fileOf(video))).toBe(file.digest());
  });

  it('through a resumable upload in one PATCH with the server RSS growing under 100 MB', { timeout: 120_000 }, async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/players/uploads/',
      headers: {
        authorization: world.admin.authorization,
        'tus-resumable': '1.0.0',
        'upload-length': String(SIZE),
        'upload-metadata': tusMetadata({ website_id: String(world.siteA.id), name: 'Large resumable' }),
      },
    });
    expect(created.statusCode).toBe(201);
    const file = body(SIZE);
    const res = await send(
      'PATCH',
      created.headers.location as string,
      {
        authorization: world.admin.authorization,
        'tus-resumable': '1.0.0',
        'upload-offset': 0,
        'content-type': 'application/offset+octet-stream',
      },
      file.stream,
    );
    expect(res.status, res.text).toBe(204);
    expect(res.rssGrowth).toBeLessThan(100 * MB);
    const video = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/players/videos/${String(res.headers['upload-video-id'])}/`,
        headers: { authorization: world.admin.authorization },
      })
    ).json<LibraryVideo>();
    expect(video.size).toBe(SIZE);
    expect(await sha256File(fileOf(video))).toBe(file.digest());
  });
});

describe('a dropped connection', () => {
  it('resumes where it stopped: the bytes that arrived are kept, the rest follows, the file is whole', { timeout: 60_000 }, async () => {
    const size = 8 * MB;
    const data = Buffer.concat([fakeMp4(MB), ...Array.from({ length: 7 }, (_, i) => Buffer.alloc(MB, i + 1))]);
    const auth = { authorization: world.netA.authorization, 'tus-resumable': '1.0.0' };
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/players/uploads/',
      headers: {
        ...auth,
        'upload-length': String(size),
        'upload-metadata': tusMetadata({ website_id: String(world.siteA.id), name: 'Dropped' }),
      },
    });
    const location = created.headers.location as string;
    // Send half of the body on a real socket, then cut the connection.
    await new Promise<void>((resolve) => {
      const req = request(`${base}${location}`, {
        method: 'PATCH',
        headers: { ...auth, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'content-length': String(size) },
      });
      req.on('error', () => resolve());
      req.write(data.subarray(0, size / 2), () => setTimeout(() => req.destroy(), 300));
      req.on('close', () => resolve());
    });
    let offset = 0;
    for (let tries = 0; tries < 50; tries++) {
      const head = await ctx.app.inject({ method: 'HEAD', url: location, headers: auth });
      offset = Number(head.headers['upload-offset']);
      if (offset > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(size / 2);
    const rest = await ctx.app.inject({
      method: 'PATCH',
      url: location,
      headers: { ...auth, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      payload: data.subarray(offset),
    });
    expect(rest.statusCode).toBe(204);
    const video = (
      await ctx.app.inject({ method: 'GET', url: `/api/players/videos/${String(rest.headers['upload-video-id'])}/`, headers: auth })
    ).json<LibraryVideo>();
    expect(await sha256File(fileOf(video))).toBe(createHash('sha256').update(data).digest('hex'));
  });
});

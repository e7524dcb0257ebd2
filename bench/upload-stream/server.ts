/**
 * Server half of the upload-stream benchmark. run.mjs starts this file under tsx in a child
 * process, so the client generating the upload does not count in the server's memory. It
 * serves one route, POST /upload, that does what an upload route of the app does: the app's
 * multipart settings, readUploadStream with a route limit, and storage `put` into a local
 * store in a temporary data folder. It samples its own RSS every 5 ms and reports the peak.
 *
 * Messages from run.mjs: 'measure' (take the baseline now and start sampling), 'report'
 * (answer the peak and the stored file's size and hash), 'stop'.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import multipart from '@fastify/multipart';
import { loadConfig } from '../../apps/api/src/config/env.js';
import { createStorage } from '../../apps/api/src/lib/storage/index.js';
import { multipartOptions, readUploadStream } from '../../apps/api/src/lib/uploads.js';
import { registerErrorHandling } from '../../apps/api/src/plugins/errors.js';

/** Messages exchanged with run.mjs. */
export type ServerMessage =
  | { type: 'ready'; url: string }
  | { type: 'measuring' }
  | { type: 'report'; baselineRss: number; peakRss: number; storedBytes: number; storedSha256: string }
  | { type: 'failed'; message: string };

const MAX_UPLOAD_BYTES = 4 * 1024 * 1048576;
const KEY = 'bench/upload.bin';

const send = (message: ServerMessage) => process.send?.(message);

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pubdesk-bench-upload-'));
  const config = loadConfig({ PUBDESK_DATA_DIR: dataDir, PUBDESK_SECRET: 'x'.repeat(40), NODE_ENV: 'production' });
  const storage = createStorage(config);
  const app = Fastify({ logger: false, bodyLimit: 1048576 });
  registerErrorHandling(app);
  await app.register(multipart, multipartOptions(config));
  app.post('/upload', async (request) => {
    const upload = await readUploadStream(request, { field: 'file', maxBytes: MAX_UPLOAD_BYTES });
    return storage.put(KEY, upload.stream, { contentType: 'application/octet-stream' });
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  let baselineRss = process.memoryUsage().rss;
  let peakRss = baselineRss;
  let sampler: NodeJS.Timeout | undefined;

  process.on('message', (message) => {
    void (async () => {
      if (message === 'measure') {
        clearInterval(sampler);
        baselineRss = peakRss = process.memoryUsage().rss;
        sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 5);
        send({ type: 'measuring' });
      } else if (message === 'report') {
        clearInterval(sampler);
        const stored = await storage.get(KEY);
        const hash = createHash('sha256');
        let storedBytes = 0;
        for await (const chunk of stored ?? []) {
          hash.update(chunk as Buffer);
          storedBytes += (chunk as Buffer).length;
        }
        send({ type: 'report', baselineRss, peakRss, storedBytes, storedSha256: hash.digest('hex') });
      } else if (message === 'stop') {
        await app.close();
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      }
    })().catch((error: unknown) => send({ type: 'failed', message: String(error) }));
  });
  send({ type: 'ready', url });
}

main().catch((error: unknown) => {
  send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});

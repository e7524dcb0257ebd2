#!/usr/bin/env node
/**
 * `npm run bench:upload-stream`: one large upload (200 MB by default) through a real HTTP
 * socket to a server that streams it into local storage the way the app's upload routes do
 * (server.ts). Prints the throughput and the server's peak RSS growth. Target: growth under
 * 100 MB whatever the upload's size. It only prints figures; it exits 0 whatever they are,
 * unless the stored file differs from what was sent.
 *
 * Environment:
 *   BENCH_UPLOAD_MB   size of the upload in MiB (default 200)
 */
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { forkServer } from '../shared/fork-server.mjs';

const MB = 1048576;
const TARGET_GROWTH_MB = 100;
const BOUNDARY = 'pubdesk-bench-upload';
const here = path.dirname(fileURLToPath(import.meta.url));

const sizeMb = Number(process.env.BENCH_UPLOAD_MB ?? 200);
if (!Number.isFinite(sizeMb) || sizeMb <= 0) {
  console.error(`BENCH_UPLOAD_MB must be a positive number, got "${process.env.BENCH_UPLOAD_MB}"`);
  process.exit(1);
}

/**
 * Posts a multipart body with one generated file of `size` bytes, streamed by fetch from a
 * generator (chunked, so the server cannot know the size up front); resolves with the answer and
 * the data's hash.
 */
async function upload(url, size) {
  const base = randomBytes(MB);
  const hash = createHash('sha256');
  async function* body() {
    yield Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="upload.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    for (let index = 0; index * MB < size; index++) {
      // Each chunk a copy of its own (fetch may still hold the last one), stamped with its index.
      const chunk = Buffer.from(base.subarray(0, Math.min(MB, size - index * MB)));
      chunk.writeUInt32BE(index, 0);
      hash.update(chunk);
      yield chunk;
    }
    yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  }
  const res = await fetch(`${url}/upload`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: body(),
    duplex: 'half',
  });
  return { status: res.status, body: await res.text(), sha256: hash.digest('hex') };
}

const server = forkServer(path.join(here, 'server.ts'));
let failed = false;
try {
  const { url } = await server.ready;
  await upload(url, MB); // warm-up: modules loaded, buffers allocated once
  await server.ask('measure', 'measuring');
  const size = Math.round(sizeMb * MB);
  const started = process.hrtime.bigint();
  const result = await upload(url, size);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const report = await server.ask('report', 'report');
  if (result.status !== 200) throw new Error(`the upload answered ${result.status}: ${result.body}`);
  const growthMb = (report.peakRss - report.baselineRss) / MB;
  const intact = report.storedBytes === size && report.storedSha256 === result.sha256;
  console.log(`upload        ${sizeMb} MiB through 127.0.0.1 into local storage`);
  console.log(`time          ${seconds.toFixed(2)} s`);
  console.log(`throughput    ${(sizeMb / seconds).toFixed(0)} MiB/s`);
  console.log(`server RSS    ${(report.baselineRss / MB).toFixed(0)} MiB before, peak ${(report.peakRss / MB).toFixed(0)} MiB`);
  console.log(
    `peak growth   ${growthMb.toFixed(1)} MiB (target < ${TARGET_GROWTH_MB} MiB: ${growthMb < TARGET_GROWTH_MB ? 'met' : 'NOT met'})`,
  );
  console.log(
    `stored file   ${intact ? 'same size and SHA-256 as sent' : `DIFFERENT: ${report.storedBytes} bytes, sha256 ${report.storedSha256}`}`,
  );
  failed = !intact;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);

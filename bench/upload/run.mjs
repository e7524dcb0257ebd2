#!/usr/bin/env node
/**
 * `npm run bench:upload`: a 1 GiB video upload (BENCH_UPLOAD_MB) to the real app on loopback,
 * into local storage, against `cp` of the same file on the same disk. Prints the time and
 * throughput of `cp`, of a resumable upload (tus: one creation POST, then the whole file in one
 * PATCH, and in 64 MiB PATCHes as the console's client sends it) and of the streamed multipart POST videos/, each as
 * a ratio of cp's throughput, and the server's peak RSS growth. It only prints figures; it exits 1
 * only when a stored file differs from the source.
 *
 * Environment:
 *   BENCH_UPLOAD_MB   size of the file in MiB (default 1024)
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { forkServer } from '../shared/fork-server.mjs';

const MB = 1048576;
const here = path.dirname(fileURLToPath(import.meta.url));
const sizeMb = Number(process.env.BENCH_UPLOAD_MB ?? 1024);
if (!Number.isFinite(sizeMb) || sizeMb <= 0) {
  console.error(`BENCH_UPLOAD_MB must be a positive number, got "${process.env.BENCH_UPLOAD_MB}"`);
  process.exit(1);
}

/** A source file of `size` bytes that sniffs as MP4 (an ftyp box, then varied bytes), and its SHA-256. */
async function makeSource(file, size) {
  const hash = createHash('sha256');
  const block = randomBytes(MB);
  async function* chunks() {
    for (let offset = 0; offset < size; offset += MB) {
      const chunk = Buffer.from(block.subarray(0, Math.min(MB, size - offset)));
      if (offset === 0) {
        chunk.writeUInt32BE(24, 0);
        chunk.write('ftypisom', 4, 'latin1');
      } else chunk.writeUInt32BE(offset / MB, 0);
      hash.update(chunk);
      yield chunk;
    }
  }
  await pipeline(Readable.from(chunks()), createWriteStream(file));
  return hash.digest('hex');
}

const sha256File = async (file) => {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest('hex');
};

/** One HTTP request with a streamed body; resolves with the status, headers and text. */
function send(url, method, headers, body) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
    });
    req.on('error', reject);
    if (body) body.pipe(req);
    else req.end();
  });
}

const seconds = (started) => Number(process.hrtime.bigint() - started) / 1e9;
const line = (label, s, ratio) =>
  console.log(
    `${label.padEnd(22)} ${s.toFixed(2).padStart(7)} s  ${(sizeMb / s).toFixed(0).padStart(5)} MiB/s${ratio ? `  ${ratio}` : ''}`,
  );

const server = forkServer(path.join(here, 'server.ts'));
const work = mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'pubdesk-bench-upload-src-'));
let failed = false;
try {
  const { port, headers, dataDir } = await server.ready;
  const base = `http://127.0.0.1:${port}`;
  const size = Math.round(sizeMb * MB);
  const source = path.join(work, 'source.mp4');
  const digest = await makeSource(source, size);

  // cp onto the disk the server stores on, flushed like the server's file is (not at all: both
  // leave it to the page cache), then removed.
  const copy = path.join(dataDir, 'cp-target.mp4');
  let started = process.hrtime.bigint();
  execFileSync('cp', [source, copy]);
  const cpSeconds = seconds(started);
  rmSync(copy);

  /** A resumable upload of the source in PATCHes of `chunk` bytes; answers the seconds and the stored file's check. */
  async function resumable(chunk) {
    await server.ask({ type: 'measure' }, 'measuring');
    const started = process.hrtime.bigint();
    const created = await send(`${base}/api/players/uploads/`, 'POST', {
      ...headers,
      'tus-resumable': '1.0.0',
      'upload-length': String(size),
      'upload-metadata': `website_id ${Buffer.from('1').toString('base64')},name ${Buffer.from('Bench').toString('base64')}`,
    });
    if (created.status !== 201) throw new Error(`the upload creation answered ${created.status}: ${created.text}`);
    let patched;
    for (let offset = 0; offset < size; offset += chunk) {
      const end = Math.min(size, offset + chunk);
      patched = await send(
        `${base}${created.headers.location}`,
        'PATCH',
        {
          ...headers,
          'tus-resumable': '1.0.0',
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
          'content-length': String(end - offset),
        },
        createReadStream(source, { start: offset, end: end - 1 }),
      );
      if (patched.status !== 204) throw new Error(`the upload answered ${patched.status}: ${patched.text}`);
    }
    const took = seconds(started);
    const video = await (await fetch(`${base}/api/players/videos/${patched.headers['upload-video-id']}/`, { headers })).json();
    const report = await server.ask({ type: 'report', key: video.url.replace(/^\/media\//, '') }, 'report');
    return { seconds: took, report, intact: (await sha256File(report.file)) === digest };
  }
  const whole = await resumable(size);
  const pieces = await resumable(64 * MB);

  await server.ask({ type: 'measure' }, 'measuring');
  const boundary = 'pubdesk-bench-video';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="website_id"\r\n\r\n1\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  started = process.hrtime.bigint();
  const posted = await send(
    `${base}/api/players/videos/`,
    'POST',
    { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(head.length + size + tail.length) },
    Readable.from(
      (async function* () {
        yield head;
        for await (const chunk of createReadStream(source)) yield chunk;
        yield tail;
      })(),
    ),
  );
  const multipartSeconds = seconds(started);
  if (posted.status !== 201) throw new Error(`the multipart upload answered ${posted.status}: ${posted.text}`);
  const multipartReport = await server.ask({ type: 'report', key: JSON.parse(posted.text).url.replace(/^\/media\//, '') }, 'report');
  const multipartIntact = (await sha256File(multipartReport.file)) === digest;

  const growth = (report) => ((report.peakRss - report.baselineRss) / MB).toFixed(1);
  console.log(`\nfile                     ${sizeMb} MiB (${statSync(source).size} bytes), 127.0.0.1, local storage`);
  line('cp', cpSeconds);
  line('resumable, one PATCH', whole.seconds, `${(cpSeconds / whole.seconds).toFixed(2)}x cp's throughput`);
  line('resumable, 64 MiB PATCHes', pieces.seconds, `${(cpSeconds / pieces.seconds).toFixed(2)}x cp's throughput (as the console sends)`);
  line('multipart POST', multipartSeconds, `${(cpSeconds / multipartSeconds).toFixed(2)}x cp's throughput`);
  console.log(
    `server peak RSS growth   ${growth(whole.report)} MiB (one PATCH), ${growth(pieces.report)} MiB (64 MiB PATCHes), ${growth(multipartReport)} MiB (multipart)`,
  );
  const intact = whole.intact && pieces.intact && multipartIntact;
  console.log(`stored files             ${intact ? 'same SHA-256 as the source' : 'DIFFERENT from the source'}`);
  failed = !intact;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

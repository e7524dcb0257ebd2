import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestContext } from './harness.js';
import { multipart, type FilePart } from './helpers.js';

/** A real 2-second MP4 (VP9, small) made by ffmpeg, once per test file; the probe reads its length and a frame. */
export function sampleMp4(seconds = 2): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'pubdesk-sample-'));
  const file = path.join(dir, 'sample.mp4');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=duration=${seconds}:size=160x120:rate=10`,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '50k',
    '-pix_fmt',
    'yuv420p',
    file,
  ]);
  return readFileSync(file);
}

/** Bytes that sniff as MP4 (an `ftyp` box) without being a playable video: for tests of the plumbing only. */
export const fakeMp4 = (size: number): Buffer => {
  const bytes = Buffer.alloc(size, 7);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypisom', 4, 'latin1');
  return bytes;
};

/** POST videos/ as multipart: fields first, then the file. */
export function uploadVideo(ctx: TestContext, authorization: string, file: FilePart, fields: Record<string, string>) {
  const body = multipart([file], fields);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/players/videos/',
    headers: { authorization, ...body.headers },
    payload: body.payload,
  });
}

/** tus `Upload-Metadata`: comma-separated `key base64(value)`. */
export const tusMetadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

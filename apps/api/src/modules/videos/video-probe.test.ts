import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Storage } from '../../lib/storage/index.js';
import { probeVideo } from './video-probe.js';

const dir = mkdtempSync(path.join(tmpdir(), 'pubdesk-probe-test-'));
/** A two-second video made by ffmpeg from a test source of the given size and codec. */
const made = (name: string, size: string, codec: string[], rate = 10) => {
  const file = path.join(dir, name);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=duration=2:size=${size}:rate=${rate}`, ...codec, file]);
  return file;
};
/** Storage whose keys are the files themselves, on this disk. */
const onDisk = { localPath: (key: string) => key } as unknown as Storage;

describe('probeVideo', () => {
  it('reads the length and takes a poster and a thumbnail', async () => {
    const probed = await probeVideo(onDisk, made('small.mp4', '160x120', ['-pix_fmt', 'yuv420p']));
    expect(probed?.length).toBe(2);
    expect(probed?.poster?.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('decodes no picture over 8K: a frame of 6000 x 6000 gives no poster', async () => {
    const probed = await probeVideo(onDisk, made('huge.mov', '6000x6000', ['-c:v', 'png'], 1));
    expect(probed).toMatchObject({ poster: null, thumbnail: null });
  });
});

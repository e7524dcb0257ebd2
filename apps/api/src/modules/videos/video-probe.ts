import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { PROBE_COPY_PREFIX, type Storage } from '../../lib/storage/index.js';

const run = promisify(execFile);
/** A probe or a frame grab that takes longer than this is given up (a broken file). */
const TOOL_TIMEOUT_MS = 60_000;
/**
 * The tools decode no picture larger than 8K (7680 x 4320) and on one thread: a 6 MB file of two
 * 16000 x 16000 PNG frames held the probe 31 s at 2 GB; with the limit it is refused at once.
 */
const DECODE_LIMITS = ['-max_pixels', String(7680 * 4320), '-threads', '1'];

export interface ProbeResult {
  /** Seconds, or null when the file says nothing usable. */
  length: number | null;
  poster: Buffer | null;
  thumbnail: Buffer | null;
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The video's length in seconds by ffprobe; undefined when ffprobe is not installed. */
async function lengthOf(file: string): Promise<number | null | undefined> {
  try {
    const { stdout } = await run('ffprobe', ['-v', 'error', ...DECODE_LIMITS, '-show_entries', 'format=duration', '-of', 'json', file], {
      timeout: TOOL_TIMEOUT_MS,
    });
    const seconds = Number((JSON.parse(stdout) as { format?: { duration?: string } }).format?.duration);
    return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) / 1000 : null;
  } catch (error) {
    if (missing(error)) return undefined;
    return null;
  }
}

/** One frame at `at` seconds, scaled to `width`, as JPEG; null when there is no picture (audio only) or no ffmpeg. */
async function frameOf(file: string, at: number, width: number, out: string): Promise<Buffer | null> {
  try {
    await run(
      'ffmpeg',
      [
        '-v',
        'error',
        '-y',
        '-ss',
        String(at),
        ...DECODE_LIMITS,
        '-i',
        file,
        '-frames:v',
        '1',
        '-vf',
        `scale=${width}:-2`,
        '-f',
        'image2',
        '-c:v',
        'mjpeg',
        out,
      ],
      { timeout: TOOL_TIMEOUT_MS },
    );
    return await readFile(out);
  } catch {
    return null;
  }
}

/**
 * Probes a stored video with Debian's ffmpeg tools: its length, a poster frame (640 wide) and a
 * thumbnail (320 wide), taken a second in (or half way through a shorter video). A file in S3 is
 * fetched to a temporary file first (MP4's index may sit at the end, so the tools need to seek).
 * Without ffprobe on the machine the answer is null: the video plays, without length or poster.
 */
export async function probeVideo(storage: Storage, key: string): Promise<ProbeResult | null> {
  const work = await mkdtemp(path.join(tmpdir(), PROBE_COPY_PREFIX));
  try {
    let file = storage.localPath(key);
    if (!file) {
      const body = await storage.get(key);
      if (!body) return { length: null, poster: null, thumbnail: null };
      file = path.join(work, 'video');
      await pipeline(body, createWriteStream(file));
    }
    const length = await lengthOf(file);
    if (length === undefined) return null;
    const at = length !== null && length < 2 ? length / 2 : 1;
    const poster = await frameOf(file, at, 640, path.join(work, 'poster.jpg'));
    const thumbnail = poster ? await frameOf(file, at, 320, path.join(work, 'thumb.jpg')) : null;
    return { length, poster, thumbnail };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

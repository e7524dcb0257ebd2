import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, isValidKey } from './keys.js';
import { sizeGuard, TooLargeError } from './size-guard.js';
import { partFileOf } from './sweep.js';
import type { Storage } from './types.js';

const URL_PREFIX = '/media/';

/**
 * Files under `root`, served at /media/ (plugins/web.ts). A body is written to a temporary
 * file beside its target and renamed into place once complete: rename within one folder is
 * atomic, so a reader sees the old object or the new one, never a partial file, and a failed
 * or refused upload leaves nothing behind.
 */
export function localStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, key);
  const url = (key: string) => `${URL_PREFIX}${key}`;

  return {
    kind: 'local',
    url,

    async put(key, body, { maxBytes = Infinity }) {
      assertKey(key);
      // Until the pipeline below takes the body, an error on it (the client hanging up while
      // the folder is made) would have no listener and end the process; the pipeline still
      // sees the stream destroyed and fails the put.
      if (!Buffer.isBuffer(body)) body.on('error', () => undefined);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // A dot name: never a valid key, so never the target of another put (keys.ts). A part a
      // killed process leaves behind is removed by the sweep (sweep.ts), at start and daily.
      const temp = partFileOf(file);
      let size: number;
      let out: Writable | undefined;
      try {
        if (Buffer.isBuffer(body)) {
          if (body.length > maxBytes) throw new TooLargeError(maxBytes);
          await writeFile(temp, body, { flag: 'wx' });
          size = body.length;
        } else {
          const guard = sizeGuard(maxBytes);
          out = createWriteStream(temp, { flags: 'wx' });
          await pipeline(body, guard, out);
          size = guard.bytes;
        }
        await rename(temp, file);
      } catch (error) {
        // The file stream opens lazily: a body that fails early can reject the pipeline before
        // the file is even created. Wait for the stream to close, or the clean-up below could
        // run first and the file appear after it.
        if (out && !out.closed) await closeOf(out);
        await rm(temp, { force: true });
        throw error;
      }
      return { key, url: url(key), size };
    },

    async putFile(key, source, { maxBytes = Infinity }) {
      assertKey(key);
      const { size } = await stat(source);
      if (size > maxBytes) throw new TooLargeError(maxBytes);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await rename(source, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        // Another disk: copy beside the target, then rename into place (atomic, as put).
        const temp = partFileOf(file);
        try {
          await copyFile(source, temp);
          await rename(temp, file);
        } catch (copyError) {
          await rm(temp, { force: true });
          throw copyError;
        }
        await rm(source, { force: true });
      }
      return { key, url: url(key), size };
    },

    localPath(key) {
      assertKey(key);
      return fileOf(key);
    },

    async get(key) {
      assertKey(key);
      const stream = createReadStream(fileOf(key));
      // Opening fails asynchronously: wait for it, so a missing file is null rather than a stream error.
      return new Promise<Readable | null>((resolve, reject) => {
        const failed = (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? resolve(null) : reject(error));
        stream.once('error', failed);
        stream.once('open', () => {
          stream.off('error', failed);
          resolve(stream);
        });
      });
    },

    async remove(urlOrKey) {
      const key = urlOrKey.startsWith(URL_PREFIX) ? urlOrKey.slice(URL_PREFIX.length) : urlOrKey;
      if (!isValidKey(key)) return;
      await unlink(fileOf(key)).catch(() => undefined);
    },
  };
}

function closeOf(stream: Writable): Promise<void> {
  return new Promise((resolve) => stream.once('close', () => resolve()));
}

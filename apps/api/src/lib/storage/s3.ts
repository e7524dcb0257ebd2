import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import type { Config } from '../../config/env.js';
import { assertKey, isValidKey } from './keys.js';
import { partsOf } from './parts.js';
import { multipartUpload } from './s3-multipart.js';
import { sizeGuard, TooLargeError } from './size-guard.js';
import type { PutOptions, Storage } from './types.js';

/**
 * Part size of a multipart upload. S3 needs at least 5 MiB for every part but the last and
 * allows 10,000 parts: 8 MiB parts hold one part in memory per upload and reach 80 GB.
 */
export const S3_PART_BYTES = 8 * 1048576;

type S3Config = Required<Pick<Config, 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>> &
  Pick<Config, 'S3_REGION' | 'S3_PUBLIC_URL'>;

const trimSlash = (url: string) => url.replace(/\/$/, '');

/**
 * An S3-compatible bucket, signed with aws4fetch. A Buffer, or a stream that ends within one
 * part, is a single PUT; a longer stream a multipart upload, so memory stays at one part
 * whatever the object's size. Objects are public at S3_PUBLIC_URL (a CDN) or the bucket URL.
 */
export function s3Storage(config: S3Config): Storage {
  const client = new AwsClient({
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    region: config.S3_REGION,
    service: 's3',
  });
  const bucketUrl = `${trimSlash(config.S3_ENDPOINT)}/${config.S3_BUCKET}`;
  const publicBase = trimSlash(config.S3_PUBLIC_URL ?? bucketUrl);
  const objectUrl = (key: string) => `${bucketUrl}/${key}`;
  const url = (key: string) => `${publicBase}/${key}`;

  const headersOf = ({ contentType, cacheControl }: PutOptions): Record<string, string> => ({
    'content-type': contentType,
    ...(cacheControl ? { 'cache-control': cacheControl } : {}),
  });

  async function putObject(key: string, body: Buffer, options: PutOptions): Promise<void> {
    const res = await client.fetch(objectUrl(key), { method: 'PUT', body, headers: headersOf(options) });
    await res.arrayBuffer().catch(() => undefined);
    if (!res.ok) throw new Error(`S3 upload failed with status ${res.status}`);
  }

  async function putStream(key: string, body: Readable, options: PutOptions): Promise<number> {
    const parts = partsOf(body, S3_PART_BYTES)[Symbol.asyncIterator]();
    const first = await parts.next();
    const second = first.done ? first : await parts.next();
    if (second.done) {
      // The whole body fitted in one part: no multipart upload needed.
      const data = first.done ? Buffer.alloc(0) : first.value;
      await putObject(key, data, options);
      return data.length;
    }
    return multipartUpload(client, objectUrl(key), headersOf(options), replay([first.value, second.value], parts));
  }

  return {
    kind: 's3',
    url,

    async put(key, body, options) {
      assertKey(key);
      const maxBytes = options.maxBytes ?? Infinity;
      if (Buffer.isBuffer(body)) {
        if (body.length > maxBytes) throw new TooLargeError(maxBytes);
        await putObject(key, body, options);
        return { key, url: url(key), size: body.length };
      }
      const guarded = pipeline(body, sizeGuard(maxBytes), () => undefined);
      try {
        const size = await putStream(key, guarded, options);
        return { key, url: url(key), size };
      } catch (error) {
        // Stop reading the source (an upload still arriving) once the object cannot be stored.
        guarded.destroy();
        body.destroy();
        throw error;
      }
    },

    async putFile(key, file, options) {
      const stored = await this.put(key, createReadStream(file), options);
      await rm(file, { force: true });
      return stored;
    },

    localPath() {
      return null;
    },

    async get(key) {
      assertKey(key);
      const res = await client.fetch(objectUrl(key));
      if (res.status === 404) return null;
      if (!res.ok || !res.body) throw new Error(`S3 download failed with status ${res.status}`);
      return Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
    },

    async remove(urlOrKey) {
      const key = urlOrKey.startsWith(`${publicBase}/`) ? urlOrKey.slice(publicBase.length + 1) : urlOrKey;
      if (!isValidKey(key)) return;
      await client.fetch(objectUrl(key), { method: 'DELETE' }).catch(() => undefined);
    },
  };
}

/** The parts already read, then the rest of the iterator. */
async function* replay(read: Buffer[], rest: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  yield* read;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

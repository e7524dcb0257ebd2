import { randomUUID } from 'node:crypto';
import { mkdir, writeFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { Config } from '../config/env.js';

export interface StoredFile {
  /** Public URL the console can put in an <img src>. */
  url: string;
  key: string;
}

export interface Storage {
  kind: 'local' | 's3';
  save(group: string, data: Buffer, ext: string, contentType: string): Promise<StoredFile>;
  /** Removes a file saved earlier, given its URL; unknown URLs are ignored. */
  remove(url: string): Promise<void>;
}

/** Local folder under the data dir (served at /media/), or an S3-compatible bucket when configured. */
export function createStorage(config: Config): Storage {
  return config.isS3Configured ? s3Storage(config) : localStorage(config.uploadDir);
}

const newKey = (group: string, ext: string) => `${group}/${randomUUID()}.${ext}`;

function localStorage(root: string): Storage {
  return {
    kind: 'local',
    async save(group, data, ext) {
      const key = newKey(group, ext);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
      return { key, url: `/media/${key}` };
    },
    async remove(url) {
      if (!url.startsWith('/media/')) return;
      const key = url.slice('/media/'.length);
      if (key.includes('..')) return;
      await unlink(path.join(root, key)).catch(() => undefined);
    },
  };
}

function s3Storage(config: Config): Storage {
  const client = new AwsClient({
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    region: config.S3_REGION,
    service: 's3',
  });
  const objectUrl = (key: string) => `${config.S3_ENDPOINT!.replace(/\/$/, '')}/${config.S3_BUCKET}/${key}`;
  const publicBase = (config.S3_PUBLIC_URL ?? `${config.S3_ENDPOINT!.replace(/\/$/, '')}/${config.S3_BUCKET}`).replace(/\/$/, '');
  return {
    kind: 's3',
    async save(group, data, ext, contentType) {
      const key = newKey(group, ext);
      const res = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body: data,
        headers: { 'content-type': contentType },
      });
      if (!res.ok) throw new Error(`S3 upload failed with status ${res.status}`);
      return { key, url: `${publicBase}/${key}` };
    },
    async remove(url) {
      if (!url.startsWith(`${publicBase}/`)) return;
      await client.fetch(objectUrl(url.slice(publicBase.length + 1)), { method: 'DELETE' }).catch(() => undefined);
    },
  };
}

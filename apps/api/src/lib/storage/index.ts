import type { Config } from '../../config/env.js';
import { localStorage } from './local.js';
import { s3Storage } from './s3.js';
import type { Storage } from './types.js';

export type { PutOptions, Storage, StoredObject } from './types.js';
export { assertKey, InvalidKeyError, isValidKey, uniqueKey } from './keys.js';
export { SizeGuard, sizeGuard, TooLargeError, type SizeGuardOptions } from './size-guard.js';
export { S3_PART_BYTES } from './s3.js';
export {
  isPartFile,
  PART_AGE_AT_START_MS,
  PART_AGE_DAILY_MS,
  PROBE_COPY_PREFIX,
  sweepOldFolders,
  sweepStaleParts,
  type SweepOptions,
  type SweepResult,
} from './sweep.js';

/** Local folder under the data dir (served at /media/), or an S3-compatible bucket when configured. */
export function createStorage(config: Config): Storage {
  if (!config.isS3Configured) return localStorage(config.uploadDir);
  return s3Storage({
    S3_ENDPOINT: config.S3_ENDPOINT!,
    S3_BUCKET: config.S3_BUCKET!,
    S3_ACCESS_KEY_ID: config.S3_ACCESS_KEY_ID!,
    S3_SECRET_ACCESS_KEY: config.S3_SECRET_ACCESS_KEY!,
    S3_REGION: config.S3_REGION,
    S3_PUBLIC_URL: config.S3_PUBLIC_URL,
  });
}

import type { Readable } from 'node:stream';

export interface PutOptions {
  contentType: string;
  /** The object's Cache-Control in S3; local files are served by /media/ with its own headers. */
  cacheControl?: string;
  /** Refuse a longer body (a TooLargeError) and keep nothing of it. */
  maxBytes?: number;
}

export interface StoredObject {
  key: string;
  /** Public URL the console can put in an <img src>. */
  url: string;
  /** Bytes stored. */
  size: number;
}

/**
 * Where uploaded files live: a local folder under the data dir (served at /media/) or an
 * S3-compatible bucket. Keys are the caller's (see keys.ts); writing a key again replaces the
 * object, and a reader never sees a partly written one.
 */
export interface Storage {
  kind: 'local' | 's3';
  /** Streams the body to `key`; a Buffer is written in one go. */
  put(key: string, body: Readable | Buffer, options: PutOptions): Promise<StoredObject>;
  /** The object's content as a stream, or null when there is none. */
  get(key: string): Promise<Readable | null>;
  /** The public URL of `key`. */
  url(key: string): string;
  /**
   * Stores a complete local file under `key` and removes the file: a rename into place when
   * the store is a folder on the same disk (no copy), streamed otherwise.
   */
  putFile(key: string, file: string, options: PutOptions): Promise<StoredObject>;
  /** The object's path on this machine when the store is a local folder (tools such as ffprobe read it); null in S3. */
  localPath(key: string): string | null;
  /** Removes an object given its URL (as `put` answered it) or its key; anything else is ignored. */
  remove(urlOrKey: string): Promise<void>;
}

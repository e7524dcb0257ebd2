import type { Readable } from 'node:stream';

/**
 * Regroups a stream's chunks into Buffers of at least `partBytes` (the last one may be
 * shorter), holding no more than one part in memory: the source is read only as fast as the
 * consumer takes parts, so backpressure reaches the uploader.
 */
export async function* partsOf(source: Readable, partBytes: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    pending.push(buffer);
    size += buffer.length;
    if (size >= partBytes) {
      yield Buffer.concat(pending, size);
      pending = [];
      size = 0;
    }
  }
  if (size > 0 || pending.length > 0) yield Buffer.concat(pending, size);
}

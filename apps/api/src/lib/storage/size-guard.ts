import { Transform, type TransformCallback } from 'node:stream';

export class TooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The body is larger than ${maxBytes} bytes`);
  }
}

export interface SizeGuardOptions {
  /** The error raised when more than maxBytes pass (a route's field error); a TooLargeError by default. */
  tooLarge?: () => Error;
  /** Raised at the end when nothing passed (a route that needs a file). */
  empty?: () => Error;
  /**
   * Whether the source was cut short by its own limit (the multipart parser stops at its
   * `fileSize` and ends the part normally): checked at the end, so a cut-off body is refused
   * even when the cut fell exactly on maxBytes.
   */
  truncated?: () => boolean;
}

/**
 * Counts the bytes streaming through and fails the stream as soon as more than maxBytes have
 * passed, so an oversized body is refused after reading at most maxBytes + one chunk and a
 * store writing it (storage `put`) discards what it wrote.
 */
export class SizeGuard extends Transform {
  private passed = 0;

  constructor(
    readonly maxBytes: number,
    private readonly options: SizeGuardOptions = {},
  ) {
    super();
  }

  /** Bytes that went through so far. */
  get bytes(): number {
    return this.passed;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.passed += chunk.length;
    if (this.passed > this.maxBytes) return callback(this.tooLarge());
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (this.options.truncated?.()) return callback(this.tooLarge());
    if (this.passed === 0 && this.options.empty) return callback(this.options.empty());
    callback();
  }

  private tooLarge(): Error {
    return this.options.tooLarge?.() ?? new TooLargeError(this.maxBytes);
  }
}

export const sizeGuard = (maxBytes: number, options?: SizeGuardOptions) => new SizeGuard(maxBytes, options);

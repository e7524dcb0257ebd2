import { randomUUID } from 'node:crypto';
import { open } from 'node:fs/promises';
import { Transform, type TransformCallback } from 'node:stream';
import { messages, type videoContainers } from '@pubdesk/contract';
import { fieldError } from '../../lib/http-errors.js';

export type FileContainer = Exclude<(typeof videoContainers)[number], 'hls'>;
/** A resumable upload left unfinished this long is given up: its bytes and its record are removed. */
export const RESUMABLE_EXPIRY_MS = 24 * 60 * 60 * 1000;
/** Bytes enough to recognise every container we take. */
export const SNIFF_BYTES = 64;

const contentTypes: Record<FileContainer, string> = { mp4: 'video/mp4', webm: 'video/webm', mov: 'video/quicktime' };
export const contentTypeOf = (container: FileContainer) => contentTypes[container];

/** QuickTime files from before `ftyp` start with one of these atoms. */
const quickTimeAtoms = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/**
 * Recognises a video by its first bytes (the name and declared type are the client's word):
 * ISO base media (MP4, or MOV by its `qt  ` brand or an old QuickTime atom) and WebM (EBML with
 * the `webm` doc type). Anything else, Matroska included, is not taken.
 */
export function sniffVideo(head: Buffer): FileContainer | null {
  if (head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp') {
    return head.subarray(8, 12).toString('latin1') === 'qt  ' ? 'mov' : 'mp4';
  }
  if (head.length >= 8 && quickTimeAtoms.has(head.subarray(4, 8).toString('latin1'))) return 'mov';
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3 && head.subarray(0, SNIFF_BYTES).includes('webm', 0, 'latin1')) {
    return 'webm';
  }
  return null;
}

/** The first bytes of a file on disk. */
export async function headOf(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The refusal of bytes that are not a video we play, on the upload's field. */
export const notAVideo = (field = 'file') => fieldError(field, messages.videos.notAVideo);

/**
 * Passes a stream through once its first bytes are a video: holds back the first SNIFF_BYTES,
 * then fails the stream with notAVideo (so the store keeps nothing) or lets everything flow.
 */
export class VideoSniffer extends Transform {
  private head: Buffer[] = [];
  private held = 0;
  container: FileContainer | null = null;
  /** The container once the first bytes are in; rejects when they are not a video or the stream fails first. */
  readonly decided: Promise<FileContainer>;
  private settle!: { resolve: (c: FileContainer) => void; reject: (e: Error) => void };

  constructor(private readonly field: string) {
    super();
    this.decided = new Promise<FileContainer>((resolve, reject) => {
      this.settle = { resolve, reject };
    });
    // Handled by whoever awaits `decided`; a late rejection is nobody's.
    this.decided.catch(() => undefined);
    this.once('error', (error) => this.settle.reject(error));
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.container) return callback(null, chunk);
    this.head.push(chunk);
    this.held += chunk.length;
    if (this.held < SNIFF_BYTES) return callback();
    this.decide(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.container) return callback();
    if (this.held === 0) {
      const error = notAVideo(this.field);
      this.settle.reject(error);
      return callback(error);
    }
    this.decide(callback);
  }

  private decide(callback: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.container = sniffVideo(head);
    if (!this.container) {
      const error = notAVideo(this.field);
      this.settle.reject(error);
      return callback(error);
    }
    this.settle.resolve(this.container);
    callback(null, head);
  }
}

/** Where a video's file lives: one folder per website, a fresh name per video. */
export function videoFileKey(websiteId: number, container: FileContainer): string {
  return `videos/${websiteId}/${randomUUID()}.${container}`;
}

/** The probe's frames sit beside the file, named after it: a rerun writes the same objects. */
export function posterKeysOf(fileKey: string) {
  const stem = fileKey.replace(/\.[a-z0-9]+$/, '');
  return { poster: `${stem}-poster.jpg`, thumbnail: `${stem}-thumb.jpg` };
}

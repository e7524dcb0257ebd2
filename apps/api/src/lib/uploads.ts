import type { MultipartFile } from '@fastify/multipart';
import { messages, format } from '@pubdesk/contract';
import { fieldError } from './http-errors.js';

export type ImageType = 'png' | 'jpeg' | 'gif' | 'webp' | 'ico' | 'svg';

const contentTypes: Record<ImageType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  ico: 'image/x-icon',
  svg: 'image/svg+xml',
};

/** Recognises an image by its first bytes: the client's declared type is not trusted. */
export function sniffImage(data: Buffer): ImageType | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.subarray(0, 6).toString('latin1'))) return 'gif';
  if (data.length >= 12 && data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (data.length >= 4 && data[0] === 0 && data[1] === 0 && data[2] === 1 && data[3] === 0) return 'ico';
  const head = data.subarray(0, 512).toString('utf8').trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>/]/i.test(head)) return 'svg';
  return null;
}

export interface ImageUpload {
  field: string;
  data: Buffer;
  ext: ImageType;
  contentType: string;
}

/** Reads one multipart file part into memory, enforcing the size limit and an image type. */
export async function readImage(part: MultipartFile, allowed: readonly ImageType[], maxBytes: number): Promise<ImageUpload> {
  const data = await part.toBuffer();
  if (part.file.truncated || data.length > maxBytes) {
    throw fieldError(part.fieldname, format(messages.api.fileTooLarge, { max: Math.round((maxBytes / 1048576) * 10) / 10 }));
  }
  if (data.length === 0) throw fieldError(part.fieldname, messages.api.noFile);
  const ext = sniffImage(data);
  if (!ext || !allowed.includes(ext)) {
    throw fieldError(part.fieldname, format(messages.api.fileType, { types: allowed.join(', ') }));
  }
  return { field: part.fieldname, data, ext, contentType: contentTypes[ext] };
}

import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { format, messages, ticketAttachmentLimits } from '@pubdesk/contract';
import { fieldError } from '../../lib/http-errors.js';
import type { Storage } from '../../lib/storage/index.js';
import { fileTooLarge, sniffImage, uploadLimits } from '../../lib/uploads.js';

export type TicketFileKind = (typeof ticketAttachmentLimits.kinds)[number];

const contentTypes: Record<TicketFileKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

/** Whether the bytes are text a person wrote: valid UTF-8 without NUL or other control bytes but tab and line breaks. */
function isPlainText(data: Buffer): boolean {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(data);
  if (text.includes('\uFFFD')) return false;
  // eslint-disable-next-line no-control-regex
  return !/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/.test(text);
}

/**
 * What a file is, from its bytes: an image (PNG, JPEG, GIF, WebP; never SVG, which can carry
 * script), a PDF, an XLSX (a ZIP named .xlsx that holds a workbook), or text named .csv or .txt.
 * Anything else, whatever its name says, is null.
 */
export function sniffTicketFile(data: Buffer, filename: string): TicketFileKind | null {
  const image = sniffImage(data);
  if (image === 'png' || image === 'jpeg' || image === 'gif' || image === 'webp') return image;
  if (image) return null;
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  const zip = data.length > 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;
  if (zip) return extension === 'xlsx' && data.includes('[Content_Types].xml') && data.includes('xl/') ? 'xlsx' : null;
  if ((extension === 'csv' || extension === 'txt') && isPlainText(data)) return extension;
  return null;
}

/** A name safe to show and to send back in Content-Disposition: no path, no control characters, at most 255 characters. */
export function cleanFileName(name: string, kind: TicketFileKind): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\x00-\x1F\x7F"]/g, '').trim();
  return (base || `attachment.${kind}`).slice(-255);
}

/** `attachment; filename="..."` with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export interface StoredTicketFile {
  storageKey: string;
  name: string;
  size: number;
  contentType: string;
}

/**
 * Reads a multipart ticket form: its text fields, and each `files` part checked (size, kind from
 * the bytes) and stored under `private/tickets/` as it arrives, so one file at a time is in
 * memory. On any refusal the files already stored are removed, and nothing is kept.
 */
export async function readTicketForm(
  request: FastifyRequest,
  storage: Storage,
): Promise<{ fields: Record<string, string>; files: StoredTicketFile[] }> {
  const { maxBytes, files: maxFiles, kinds } = ticketAttachmentLimits;
  const fields: Record<string, string> = {};
  const stored: StoredTicketFile[] = [];
  try {
    for await (const part of request.parts(uploadLimits(maxBytes + 1, maxFiles + 1))) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'files') {
        await part.toBuffer();
        throw fieldError(part.fieldname, format(messages.api.unknownField, { field: part.fieldname }));
      }
      if (stored.length >= maxFiles) {
        part.file.resume();
        throw fieldError('files', format(messages.tickets.tooManyFiles, { max: maxFiles }));
      }
      const data = await part.toBuffer().catch((error: { code?: string }) => {
        throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? fileTooLarge('files', maxBytes) : error;
      });
      if (part.file.truncated || data.length > maxBytes) throw fileTooLarge('files', maxBytes);
      if (data.length === 0) throw fieldError('files', messages.api.noFile);
      const kind = sniffTicketFile(data, part.filename);
      if (!kind)
        throw fieldError(
          'files',
          format(messages.tickets.fileKind, { name: cleanFileName(part.filename, 'txt'), kinds: kinds.join(', ') }),
        );
      const storageKey = `private/tickets/${randomUUID()}.${kind}`;
      await storage.put(storageKey, data, { contentType: contentTypes[kind] });
      stored.push({ storageKey, name: cleanFileName(part.filename, kind), size: data.length, contentType: contentTypes[kind] });
    }
  } catch (error) {
    await Promise.all(stored.map((file) => storage.remove(file.storageKey)));
    throw error;
  }
  return { fields, files: stored };
}

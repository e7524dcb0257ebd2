import type { MultipartFile } from '@fastify/multipart';
import { describe, expect, it } from 'vitest';
import { HttpError } from './http-errors.js';
import { readImage, sniffImage } from './uploads.js';

const bytes = (...values: number[]) => Buffer.from(values);
const PNG = Buffer.concat([bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), Buffer.alloc(16)]);
const JPEG = Buffer.concat([bytes(0xff, 0xd8, 0xff, 0xe0), Buffer.alloc(16)]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
const WEBP = Buffer.concat([Buffer.from('RIFF'), bytes(0x24, 0, 0, 0), Buffer.from('WEBPVP8 ')]);
const ICO = Buffer.concat([bytes(0, 0, 1, 0, 1, 0), Buffer.alloc(16)]);

describe('sniffImage', () => {
  it('recognises each raster type by its magic bytes', () => {
    expect(sniffImage(PNG)).toBe('png');
    expect(sniffImage(JPEG)).toBe('jpeg');
    expect(sniffImage(GIF)).toBe('gif');
    expect(sniffImage(Buffer.from('GIF87a....', 'latin1'))).toBe('gif');
    expect(sniffImage(WEBP)).toBe('webp');
    expect(sniffImage(ICO)).toBe('ico');
  });

  it('recognises SVG, with or without an XML declaration, comments and doctype', () => {
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(sniffImage(Buffer.from('\n  <SVG width="1">'))).toBe('svg');
    expect(sniffImage(Buffer.from('<svg/>'))).toBe('svg');
    expect(
      sniffImage(
        Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg>'),
      ),
    ).toBe('svg');
  });

  it('reads a head of many comments in one walk (the old pattern took 2^n steps on n of them)', () => {
    const comments = '<!---->'.repeat(70); // 490 bytes: the old pattern would run for ages
    expect(sniffImage(Buffer.from(`${comments}X`))).toBeNull();
    expect(sniffImage(Buffer.from(`${comments}<svg>`))).toBe('svg');
    expect(sniffImage(Buffer.from('<!-- a --> <!-- b -->\n<svg/>'))).toBe('svg');
    expect(sniffImage(Buffer.from('<!-- never closed <svg>'))).toBeNull();
    expect(sniffImage(Buffer.from('<?xml version="1.0"'))).toBeNull();
  });

  it('refuses text, HTML, look-alikes and truncated headers', () => {
    expect(sniffImage(Buffer.from('hello world'))).toBeNull();
    expect(sniffImage(Buffer.from('<html><body><svg></svg></body></html>'))).toBeNull();
    expect(sniffImage(Buffer.from('<svgfoo>'))).toBeNull();
    expect(sniffImage(Buffer.from('GIF90a....', 'latin1'))).toBeNull();
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffImage(PNG.subarray(0, 7))).toBeNull();
    expect(sniffImage(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
    expect(sniffImage(bytes(0x25, 0x50, 0x44, 0x46, 0x2d))).toBeNull(); // %PDF-
  });
});

describe('readImage', () => {
  const part = (data: Buffer, truncated = false) =>
    ({ fieldname: 'logo', toBuffer: async () => data, file: { truncated } }) as unknown as MultipartFile;
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    return { status: (error as HttpError).statusCode, body: (error as HttpError).body };
  };

  it('returns the data with its sniffed type and content type', async () => {
    await expect(readImage(part(PNG), ['png', 'svg'], 1000)).resolves.toEqual({
      field: 'logo',
      data: PNG,
      ext: 'png',
      contentType: 'image/png',
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    await expect(readImage(part(svg), ['svg'], 1000)).resolves.toMatchObject({ ext: 'svg', contentType: 'image/svg+xml' });
  });

  it('refuses a type outside the allowed list, naming the allowed ones', async () => {
    expect(await failure(readImage(part(Buffer.from('<svg width="1"></svg>')), ['png', 'jpeg'], 1000))).toEqual({
      status: 400,
      body: { logo: ['Upload a valid image: png, jpeg.'] },
    });
  });

  it('refuses an empty file and one over the limit (or cut off by the parser)', async () => {
    expect(await failure(readImage(part(Buffer.alloc(0)), ['png'], 1000))).toEqual({
      status: 400,
      body: { logo: ['No file was submitted.'] },
    });
    expect(await failure(readImage(part(PNG), ['png'], 10))).toEqual({ status: 400, body: { logo: ['The file is larger than 0 MB.'] } });
    expect(await failure(readImage(part(PNG, true), ['png'], 2 * 1048576))).toEqual({
      status: 400,
      body: { logo: ['The file is larger than 2 MB.'] },
    });
  });
});

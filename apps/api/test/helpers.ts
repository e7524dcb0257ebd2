import { decodeJwt } from 'jose';
import type { LightMyRequestResponse } from 'fastify';

/** Shared fixtures for the API tests: tiny images, multipart bodies, JWT payloads. */

/** A valid 1x1 transparent PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export const SVG_LOGO = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');

export const TEXT_FILE = Buffer.from('just some text, not an image\n');

export interface FilePart {
  field: string;
  data: Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body with the given file parts, for `app.inject`. */
export function multipart(files: FilePart[], fields: Record<string, string> = {}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----pubdesk-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename ?? `${f.field}.bin`}"\r\n` +
          `Content-Type: ${f.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The `user` claim (and the rest) of an access token, without verifying it. */
export function accessPayload(token: string) {
  return decodeJwt(token) as ReturnType<typeof decodeJwt> & { user: Record<string, unknown>; token_type: string };
}

/** The key at the end of a `/reset/<key>` or `/verifiy/<key>` link in a mail body. */
export function keyFromMail(text: string, kind: 'reset' | 'verifiy'): string {
  const match = new RegExp(`https?://[^\\s/]+/${kind}/([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no /${kind}/<key> link in mail: ${text}`);
  return match[1];
}

/** Status and parsed body in one value, so a failing assertion shows both. */
export function sb(res: LightMyRequestResponse): { status: number; body: unknown } {
  let body: unknown = res.body;
  try {
    body = res.json();
  } catch {
    // not JSON: keep the text
  }
  return { status: res.statusCode, body };
}

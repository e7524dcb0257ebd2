import type { FieldErrors } from '@pubdesk/contract';
import { messages } from '@pubdesk/contract';

/**
 * An error with a DRF-shaped body. Services throw these; the error handler sends them as-is.
 * 400 bodies map fields to messages; the rest carry `detail`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: FieldErrors | { detail: string; code?: string },
    readonly headers: Record<string, string> = {},
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

export const badRequest = (errors: FieldErrors) => new HttpError(400, errors);
export const fieldError = (field: string, message: string) => badRequest({ [field]: [message] });
export const notAuthenticated = (detail: string = messages.api.notAuthenticated, code?: string) =>
  new HttpError(401, code ? { detail, code } : { detail });
export const forbidden = (detail: string = messages.api.forbidden, code?: string) =>
  new HttpError(403, code ? { detail, code } : { detail });
export const notFound = () => new HttpError(404, { detail: messages.api.notFound });
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new HttpError(429, { detail }, { 'retry-after': String(retryAfterSeconds) });

/**
 * Postgres unique_violation (23505) or exclusion_violation (23P01: two periods of one key on the
 * same day), surfaced by both drivers with the code (possibly wrapped in `cause`).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pgError = e as { code?: string; constraint?: string; message?: string };
    if (pgError.code === '23505' || pgError.code === '23P01') {
      return !constraint || pgError.constraint === constraint || Boolean(pgError.message?.includes(constraint));
    }
  }
  return false;
}

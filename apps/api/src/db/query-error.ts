import { DrizzleQueryError } from 'drizzle-orm';

/** What of a failed query may be written to the log. */
export interface FailedQuery {
  /** The statement, with `$1` placeholders where the values were bound. */
  query: string | null;
  /** PostgreSQL's SQLSTATE (`22003` numeric out of range, `23505` unique violation, ...). */
  sqlstate: string | null;
}

/** A pg or PGlite error: both carry PostgreSQL's severity and SQLSTATE. */
function isDatabaseError(e: object): e is { code: string; severity: string } {
  const { code, severity } = e as { code?: unknown; severity?: unknown };
  return typeof severity === 'string' && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/**
 * The loggable part of a failed query anywhere in the error's cause chain, or null when the
 * error is not one. Drizzle's error carries the bound parameters (sealed API keys, key hashes,
 * e-mail addresses) in `params` and in its message, and the driver's message and `detail` quote
 * values too ("Key (email)=(x) already exists"): none of that may reach the log.
 */
export function failedQuery(error: unknown): FailedQuery | null {
  let query: string | null = null;
  let sqlstate: string | null = null;
  let found = false;
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 10; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof DrizzleQueryError) {
      query ??= e.query;
      found = true;
    } else if (isDatabaseError(e)) {
      sqlstate ??= e.code;
      found = true;
    }
  }
  return found ? { query, sqlstate } : null;
}

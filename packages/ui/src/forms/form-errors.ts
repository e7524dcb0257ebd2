import { ApiError } from '../api/http';

/**
 * The part of a failed save not already shown beside the form's fields: `fields` are dropped
 * from a 400 body (null when nothing is left); anything else (a detail, no answer) is kept whole.
 */
export function errorsBesides(error: unknown, fields: readonly string[]): unknown {
  if (!error) return null;
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object' || Array.isArray(error.body)) return error;
  const rest = Object.entries(error.body).filter(([field]) => !fields.includes(field));
  return rest.length ? new ApiError(error.status, Object.fromEntries(rest)) : null;
}

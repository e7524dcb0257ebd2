import { ApiError } from '@pubdesk/ui/api';

/**
 * What a failed save's answer holds beyond the errors shown beside `placed` fields: the same
 * error narrowed to the other keys (`non_field_errors`, `detail`, unknown fields), the error as
 * it is when it is no field body (network failure, 403), or null when nothing is left to list.
 */
export function unplacedErrors(error: unknown, placed: readonly string[]): unknown {
  if (!error) return null;
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object' || Array.isArray(error.body)) return error;
  const rest = Object.entries(error.body).filter(([field]) => !placed.includes(field));
  return rest.length ? new ApiError(error.status, Object.fromEntries(rest)) : null;
}

import { ApiError } from './http';

/** Whether a request was refused for lack of permission (403), as opposed to failing. */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

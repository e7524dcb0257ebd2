import { authStore } from '../auth/auth-store';
import { refreshSession } from '../auth/refresh';
import { ApiError, send, type Query, type SendOptions } from './http';

export { ApiError } from './http';

interface CallOptions {
  query?: Query;
  signal?: AbortSignal;
  /** false for public endpoints: no bearer token, no refresh on 401. */
  auth?: boolean;
  as?: SendOptions['as'];
}

/**
 * Sends with the bearer token. On 401 it refreshes the session once and retries; when the
 * refresh is refused the user is signed out (the layout then returns to /login).
 */
async function call<T>(method: SendOptions['method'], path: string, body: unknown, options: CallOptions): Promise<T> {
  const request = (token: string | null) =>
    send<T>(path, { method, body, query: options.query, signal: options.signal, token, as: options.as });
  if (options.auth === false) return request(null);

  const token = authStore.get().access;
  try {
    return await request(token);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    // An impersonated session cannot refresh: a refused token means it has ended.
    if (authStore.get().actorId) {
      if (authStore.get().access === token) authStore.signOut();
      throw error;
    }
    if (!authStore.get().refresh) throw error;
    // A concurrent request may already have refreshed: only refresh if our token is still current.
    const current = authStore.get().access;
    const refreshed = current !== token || (await refreshSession());
    if (!refreshed) {
      authStore.signOut();
      throw error;
    }
    try {
      return await request(authStore.get().access);
    } catch (retryError) {
      if (retryError instanceof ApiError && retryError.status === 401) authStore.signOut();
      throw retryError;
    }
  }
}

export const api = {
  get: <T>(path: string, options: CallOptions = {}) => call<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options: CallOptions = {}) => call<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options: CallOptions = {}) => call<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options: CallOptions = {}) => call<T>('PATCH', path, body, options),
  delete: <T>(path: string, options: CallOptions = {}) => call<T>('DELETE', path, undefined, options),
  /** A file the API sends (a report's CSV or XLSX), as a Blob. */
  download: (path: string, options: CallOptions = {}) => call<Blob>('GET', path, undefined, { ...options, as: 'blob' }),
  /** DRF metadata of a collection: its choice fields (categories, currencies, formats). */
  options: <T>(path: string, options: CallOptions = {}) => call<T>('OPTIONS', path, undefined, options),
};

/** The `detail` of a DRF error body, when there is one. */
export function errorDetail(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body;
  if (body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string') return body.detail;
  return null;
}

/** `{field: [messages]}` of a 400 body, messages joined per field. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object' || Array.isArray(error.body)) return {};
  const result: Record<string, string> = {};
  for (const [field, value] of Object.entries(error.body)) {
    if (Array.isArray(value)) result[field] = value.map(String).join(' ');
    else if (typeof value === 'string' && field !== 'detail' && field !== 'code') result[field] = value;
  }
  return result;
}

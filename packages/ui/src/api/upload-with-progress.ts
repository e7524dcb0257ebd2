import { authStore } from '../auth/auth-store';
import { refreshSession } from '../auth/refresh';
import { ApiError } from './http';

/**
 * A multipart POST that reports how much of the body has been sent, for uploads whose progress a
 * screen shows in one request (fetch cannot report it). Like `api.post`: the session's bearer
 * token, one refresh and retry on 401 (signed out when the refresh is refused), the answer as
 * JSON, a refusal as ApiError (status 0 when no answer came).
 */

export interface ProgressOptions {
  /** Percent of the body sent, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

const percentOf = (sent: number, total: number) => (total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0);

function answerOf(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  if (!text) return undefined;
  if ((xhr.getResponseHeader('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function sendOnce<T>(path: string, form: FormData, token: string | null, options: ProgressOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = () => options.signal?.removeEventListener('abort', abort);
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(percentOf(event.loaded, event.total));
    };
    xhr.onload = () => {
      settle();
      const body = answerOf(xhr);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new ApiError(xhr.status, body));
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, null));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    options.signal?.addEventListener('abort', abort, { once: true });
    xhr.send(form);
  });
}

export async function postWithProgress<T>(path: string, form: FormData, options: ProgressOptions = {}): Promise<T> {
  const token = authStore.get().access;
  try {
    return await sendOnce<T>(path, form, token, options);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || !authStore.get().refresh) throw error;
    const refreshed = authStore.get().access !== token || (await refreshSession());
    if (!refreshed) {
      authStore.signOut();
      throw error;
    }
    options.onProgress?.(0);
    try {
      return await sendOnce<T>(path, form, authStore.get().access, options);
    } catch (retryError) {
      if (retryError instanceof ApiError && retryError.status === 401) authStore.signOut();
      throw retryError;
    }
  }
}

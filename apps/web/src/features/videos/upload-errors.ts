import { ApiError } from '@pubdesk/ui/api';

/**
 * How a resumable upload's failed request is read: a lost connection (wait and resume where it
 * stopped), an expired session (refresh and retry), a server hiccup (retry), or a refusal (show
 * the server's answer). Written against the shape of tus-js-client's DetailedError, so it is
 * tested without the library.
 */

interface TusResponse {
  getStatus(): number;
  getHeader(name: string): string | undefined;
  getBody(): string;
}
interface TusFailure {
  originalRequest?: unknown;
  originalResponse?: TusResponse | null;
}

const failureOf = (error: unknown): TusFailure => (error !== null && typeof error === 'object' ? (error as TusFailure) : {});

/** The failed request's status; 0 when no answer came (the connection dropped). */
export function responseStatus(error: unknown): number {
  return failureOf(error).originalResponse?.getStatus() ?? 0;
}

/** A request went out and no answer came back: the connection, not the server, failed. */
export function isConnectionLoss(error: unknown): boolean {
  const failure = failureOf(error);
  return failure.originalRequest !== undefined && failure.originalRequest !== null && responseStatus(error) === 0;
}

/** What to do after a failed request: resume, refresh the session, try again, or give up. */
export type RetryVerdict = 'connection' | 'session' | 'server' | 'refused';

/**
 * A dropped connection is always worth another try (tus-js-client would give up while the
 * browser says it is offline; the upload waits instead). A 401 means the access token expired
 * mid-upload: the response hook has refreshed it, so retry, but not forever. 409 (offset
 * mismatch) and 423 (locked) pass; so do server errors. Any other 4xx is the server's refusal.
 */
export function retryVerdict(status: number, attempt: number): RetryVerdict {
  if (status === 0) return 'connection';
  if (status === 401) return attempt < 2 ? 'session' : 'refused';
  if (status === 409 || status === 423 || status >= 500) return 'server';
  return 'refused';
}

/** The refusal as the console shows any other (field errors, detail or text); null when the server said nothing. */
export function refusalOf(error: unknown): ApiError | null {
  const response = failureOf(error).originalResponse;
  if (!response) return null;
  const text = response.getBody()?.trim() ?? '';
  if (!text) return null;
  try {
    return new ApiError(response.getStatus(), JSON.parse(text) as unknown);
  } catch {
    return new ApiError(response.getStatus(), text);
  }
}

import { ConnectorError } from './connector.js';

export interface HttpOptions {
  method?: 'GET' | 'POST' | 'PATCH';
  headers?: Record<string, string>;
  /** A JSON body (sent with its content type) or a form. */
  json?: unknown;
  form?: Record<string, string>;
  /** Per attempt; 30 s by default. */
  timeoutMs?: number;
  /** Attempts in all for 429, 5xx and network failures; 5 by default. */
  attempts?: number;
  /** The largest body read, in bytes; 64 MB by default. */
  maxBytes?: number;
  /** The first backoff delay in ms (doubled each attempt, Retry-After wins); 500 by default. */
  backoffMs?: number;
  /** What the platform is called in messages ("Ad Manager"). */
  platform: string;
}

export interface HttpAnswer {
  status: number;
  text: string;
}

const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retry-After in ms: seconds or an HTTP date; null when absent or unreadable. Capped at 60 s. */
function retryAfterMs(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - Date.now();
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), 60_000) : null;
}

/** Reads a body up to `maxBytes`; a larger one is refused without being kept. */
async function readBounded(response: Response, maxBytes: number, platform: string): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new ConnectorError(`${platform} answered more than ${Math.round(maxBytes / MB)} MB.`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new ConnectorError(`${platform} answered more than ${Math.round(maxBytes / MB)} MB.`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * One call to a platform: a timeout per attempt, 429 and 5xx (and network failures) retried with
 * exponential backoff that honours Retry-After, and a bounded body. Any other status is answered
 * for the connector to read the platform's reason from. Messages never carry the URL's query,
 * the headers or the body.
 */
export async function httpCall(url: string, options: HttpOptions): Promise<HttpAnswer> {
  const attempts = options.attempts ?? 5;
  const maxBytes = options.maxBytes ?? 64 * MB;
  let delay = options.backoffMs ?? 500;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  for (let attempt = 1; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
    } catch (err) {
      if (attempt >= attempts) {
        const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
        throw new ConnectorError(`${options.platform} ${timedOut ? 'did not answer in time' : 'could not be reached'}.`, true);
      }
      await sleep(delay);
      delay *= 2;
      continue;
    }
    if ((response.status === 429 || response.status >= 500) && attempt < attempts) {
      await response.body?.cancel();
      await sleep(retryAfterMs(response.headers.get('retry-after')) ?? delay);
      delay *= 2;
      continue;
    }
    try {
      return { status: response.status, text: await readBounded(response, maxBytes, options.platform) };
    } catch (err) {
      // The timeout and a dropped connection also strike while the body streams in: the same
      // transient failure as before the headers, not a raw DOMException for the run to show.
      if (err instanceof ConnectorError) throw err;
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new ConnectorError(`${options.platform} ${timedOut ? 'did not answer in time' : 'broke off its answer'}.`, true);
    }
  }
}

/**
 * Parses a JSON answer keeping every number's exact text: numbers become strings before
 * JSON.parse sees them, so money such as 12.345678 or an int64 never passes through a double.
 * Strings are skipped over, so digits inside them are left alone.
 */
export function parseJsonExact(text: string): unknown {
  let out = '';
  let last = 0;
  // The string pattern is the unrolled form of "(?:[^"\\]|\\.)*": the same strings, matched a run
  // of plain characters at a time instead of one alternation per character.
  const token = /"[^"\\]*(?:\\.[^"\\]*)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;
  for (let m = token.exec(text); m; m = token.exec(text)) {
    if (m[0].charCodeAt(0) === 34 /* '"' */) continue;
    out += text.slice(last, m.index) + `"${m[0]}"`;
    last = m.index + m[0].length;
  }
  return JSON.parse(out + text.slice(last));
}

/** A platform's reason from a Google-style or plain JSON error body, else the status. */
export function reasonOf(answer: HttpAnswer, platform: string): string {
  try {
    const body = JSON.parse(answer.text) as { error?: unknown; error_description?: unknown; message?: unknown };
    if (typeof body.error_description === 'string') return `${platform}: ${body.error_description}`.slice(0, 500);
    const error = body.error as { message?: unknown } | string | undefined;
    if (error && typeof error === 'object' && typeof error.message === 'string') return `${platform}: ${error.message}`.slice(0, 500);
    if (typeof error === 'string') return `${platform}: ${error}`.slice(0, 500);
    if (typeof body.message === 'string') return `${platform}: ${body.message}`.slice(0, 500);
  } catch {
    // Not JSON: the status says enough.
  }
  return `${platform} answered HTTP ${answer.status}.`;
}

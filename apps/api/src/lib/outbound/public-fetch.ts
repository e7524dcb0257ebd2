import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress } from './public-address.js';

/** Why a public fetch did not answer. */
export type PublicFetchFailure = 'bad_url' | 'private_address' | 'unreachable' | 'timeout' | 'too_large' | 'redirect';

export class PublicFetchError extends Error {
  constructor(
    readonly reason: PublicFetchFailure,
    message: string,
  ) {
    super(message);
    this.name = 'PublicFetchError';
  }
}

export interface PublicFetchOptions {
  /** For the whole fetch, redirects included. */
  timeoutMs: number;
  /** The largest body read; a larger one fails `too_large` without being kept. */
  maxBytes: number;
  maxRedirects: number;
  /** May a redirect go from `from` to `to`? (Both are http(s) URLs.) */
  redirectAllowed(from: URL, to: URL): boolean;
  /**
   * Fetch from private, loopback and link-local addresses too: only for an install whose
   * websites live on its own network, and for tests' stand-ins. Off, every address a name
   * resolves to must be public, checked at connect time (so DNS cannot change its answer between
   * a check and the connection).
   */
  allowPrivate: boolean;
  headers?: Record<string, string>;
}

export interface PublicFetchAnswer {
  status: number;
  /** The body as UTF-8 (a BOM removed). */
  text: string;
  /** The address that answered, after redirects. */
  url: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The resolver handed to the socket: it resolves every address of the name and refuses the
 * connection if any is not public, so a name that also points inside (DNS rebinding) fails.
 */
function guardedLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address))) {
      return callback(new PublicFetchError('private_address', `${hostname} resolves to an address that is not public.`), []);
    }
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

/** Reads a body up to `maxBytes`. */
function readBody(response: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(response.headers['content-length'] ?? NaN);
    if (declared > maxBytes) {
      response.destroy();
      return reject(new PublicFetchError('too_large', `The answer is larger than ${maxBytes} bytes.`));
    }
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        reject(new PublicFetchError('too_large', `The answer is larger than ${maxBytes} bytes.`));
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () =>
      resolve(
        Buffer.concat(chunks)
          .toString('utf8')
          .replace(/^\uFEFF/, ''),
      ),
    );
    response.on('error', reject);
  });
}

/** One GET without following redirects. */
function getOnce(url: URL, options: PublicFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  // A literal address never reaches the resolver: check it here.
  if (isIP(host) !== 0 && !options.allowPrivate && !isPublicAddress(host)) {
    return Promise.reject(new PublicFetchError('private_address', `${host} is not a public address.`));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: 'GET',
      headers: { accept: 'text/plain, */*;q=0.5', ...options.headers },
      agent: false,
      signal,
      ...(options.allowPrivate ? {} : { lookup: guardedLookup }),
    });
    request.on('response', resolve);
    request.on('error', reject);
    request.end();
  });
}

function failureOf(error: unknown, signal: AbortSignal): PublicFetchError {
  if (error instanceof PublicFetchError) return error;
  if (signal.aborted) return new PublicFetchError('timeout', 'The website did not answer in time.');
  const code = (error as { code?: string }).code ?? '';
  return new PublicFetchError('unreachable', `The website could not be reached${code ? ` (${code})` : ''}.`);
}

/**
 * GET a URL a user typed, safely: http(s) only, never a private, loopback or link-local address
 * (checked for literal hosts and for every address a name resolves to, at connect time),
 * redirects followed by hand only where `redirectAllowed` says, one deadline for the whole fetch
 * and a bounded body. Any HTTP status is answered; a failure throws a PublicFetchError whose
 * message names no header or body.
 */
export async function publicFetch(address: string, options: PublicFetchOptions): Promise<PublicFetchAnswer> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new PublicFetchError('bad_url', 'The address is not a URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PublicFetchError('bad_url', 'Only http and https are fetched.');
  if (url.username || url.password) throw new PublicFetchError('bad_url', 'An address with credentials is not fetched.');
  const signal = AbortSignal.timeout(options.timeoutMs);
  for (let hop = 0; ; hop++) {
    let response: IncomingMessage;
    try {
      response = await getOnce(url, options, signal);
    } catch (error) {
      throw failureOf(error, signal);
    }
    const location = response.headers.location;
    if (REDIRECTS.has(response.statusCode ?? 0) && location) {
      response.destroy();
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        throw new PublicFetchError('redirect', 'The website redirected to an address that is not a URL.');
      }
      if ((next.protocol !== 'http:' && next.protocol !== 'https:') || !options.redirectAllowed(url, next)) {
        throw new PublicFetchError('redirect', `The website redirected away from its own domain (${next.host}).`);
      }
      if (hop >= options.maxRedirects) throw new PublicFetchError('redirect', 'The website redirected too many times.');
      url = next;
      continue;
    }
    try {
      return { status: response.statusCode ?? 0, text: await readBody(response, options.maxBytes), url: url.href };
    } catch (error) {
      throw failureOf(error, signal);
    }
  }
}

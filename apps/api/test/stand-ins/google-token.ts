import { createPublicKey, randomBytes, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Google's OAuth 2.0 token endpoint (https://oauth2.googleapis.com/token), written
 * from its published definition: the service-account JWT-bearer grant (RS256 signature checked
 * against the fixture service account's public key, `aud`, `scope`, `iat`/`exp`) and the
 * refresh-token grant of the fixture OAuth client. The access tokens it gives are what the Ad
 * Manager and AdSense stand-ins accept. Also the plumbing those stand-ins share.
 */

const fixture = (name: string) => readFileSync(new URL(`../fixtures/google/${name}`, import.meta.url), 'utf8');

/** The fixture service account's key file: a throwaway key made once with node:crypto. */
export const serviceAccountKey = JSON.parse(fixture('service-account.json')) as {
  type: string;
  client_email: string;
  private_key: string;
  [field: string]: string;
};
/** Another private key: signs assertions the stand-in refuses. */
export const wrongPrivateKey = fixture('wrong-key.pem');
/** The fixture OAuth client and the refresh token its (made-up) AdSense user granted. */
export const oauthClient = JSON.parse(fixture('oauth-client.json')) as {
  client_id: string;
  client_secret: string;
  refresh_token: string;
  account: string;
};

export const AD_MANAGER_SCOPE = 'https://www.googleapis.com/auth/admanager';
export const ADSENSE_SCOPE = 'https://www.googleapis.com/auth/adsense.readonly';
/** The audience Google requires in every JWT-bearer assertion, wherever the grant is posted. */
const AUDIENCE = 'https://oauth2.googleapis.com/token';
const KNOWN_SCOPES = new Set([AD_MANAGER_SCOPE, ADSENSE_SCOPE, 'https://www.googleapis.com/auth/adsense']);
const publicKey = createPublicKey(serviceAccountKey.private_key);
const SHORT_LIVED =
  'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe. Check your iat and exp values in the JWT claim.';

// ---- Plumbing shared by the Google stand-ins ----

export type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => void | Promise<void>;

/** A plain node:http server on 127.0.0.1 and a random port. */
export async function listen(handler: Handler): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    Promise.resolve(handler(req, res, new URL(req.url ?? '/', 'http://stand-in'))).catch((err: unknown) => {
      if (res.headersSent) res.destroy();
      else apiError(res, 500, `Stand-in failure: ${String(err)}`, 'INTERNAL');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function readBody(req: IncomingMessage, limit = 1024 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new Error('request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Sends JSON; a string is sent as the JSON text it already is (so numbers keep their text). */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

/** Google APIs' error body: `{"error": {"code", "message", "status"}}`. */
export function apiError(res: ServerResponse, code: number, message: string, status: string, headers: Record<string, string> = {}): void {
  sendJson(res, code, { error: { code, message, status } }, headers);
}

/** A queue of forced failures, one per coming request: the knob behind each stand-in's `failNext`. */
export function failures() {
  const queue: Array<{ status: number; retryAfter?: number }> = [];
  return {
    add(status: number, options: { retryAfter?: number; times?: number } = {}) {
      for (let i = 0; i < (options.times ?? 1); i++) queue.push({ status, retryAfter: options.retryAfter });
    },
    /** Answers the next forced failure, if any: true when it did. */
    answer(res: ServerResponse): boolean {
      const next = queue.shift();
      if (!next) return false;
      const headers: Record<string, string> = next.retryAfter === undefined ? {} : { 'retry-after': String(next.retryAfter) };
      const status = next.status === 429 ? 'RESOURCE_EXHAUSTED' : next.status === 503 ? 'UNAVAILABLE' : 'INTERNAL';
      apiError(res, next.status, next.status === 429 ? 'Quota exceeded.' : 'Internal error encountered.', status, headers);
      return true;
    },
  };
}

/** Checks the Bearer token as a Google API does: 401 without a valid one, 403 without the scope. */
export function authorized(req: IncomingMessage, res: ServerResponse, tokens: GoogleTokenStandIn, scopes: string[]): boolean {
  const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
  const granted = token === undefined ? undefined : tokens.scopesOf(token);
  if (!granted) {
    apiError(
      res,
      401,
      'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
      'UNAUTHENTICATED',
      { 'www-authenticate': 'Bearer realm="https://accounts.google.com/"' },
    );
    return false;
  }
  if (!granted.some((s) => scopes.includes(s))) {
    apiError(res, 403, 'Request had insufficient authentication scopes.', 'PERMISSION_DENIED');
    return false;
  }
  return true;
}

// ---- The token endpoint ----

export interface GoogleTokenStandIn {
  /** The token endpoint, for PUBDESK_GOOGLE_TOKEN_URL. */
  url: string;
  /** The scopes a valid access token carries; undefined for an unknown or expired one. */
  scopesOf(accessToken: string): string[] | undefined;
  /** The refresh token stops working (the user removed the app's access). */
  revokeRefreshToken(token?: string): void;
  /** Every access token given so far expires now. */
  expireAccessTokens(): void;
  /** The next grant requests answer `status` (with Retry-After when given). */
  failNext(status: number, options?: { retryAfter?: number; times?: number }): void;
  /** Grants answered: tokens given by JWT-bearer and by refresh token, and refusals. */
  readonly counts: { jwt: number; refresh: number; refused: number };
  close(): Promise<void>;
}

type Grant = { scopes: string[] } | { status: number; error: string; description: string };
const refuse = (description: string, error = 'invalid_grant', status = 400): Grant => ({ status, error, description });

function jwtBearerGrant(assertion: string): Grant {
  const [head, payload, signature, extra] = assertion.split('.');
  if (!head || !payload || !signature || extra !== undefined) return refuse('Invalid JWT: the assertion is not a signed JWT.');
  let header: { alg?: unknown };
  let claims: { iss?: unknown; aud?: unknown; scope?: unknown; iat?: unknown; exp?: unknown };
  try {
    header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as typeof header;
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    return refuse('Invalid JWT: the assertion is not a signed JWT.');
  }
  if (header.alg !== 'RS256') return refuse('Invalid JWT: the signing algorithm must be RS256.');
  if (claims.iss !== serviceAccountKey.client_email) return refuse('Invalid grant: account not found');
  if (!verify('RSA-SHA256', Buffer.from(`${head}.${payload}`), publicKey, Buffer.from(signature, 'base64url'))) {
    return refuse('Invalid JWT Signature.');
  }
  if (claims.aud !== AUDIENCE) return refuse(`Invalid JWT: Failed audience check. The right audience is ${AUDIENCE}.`);
  const now = Math.floor(Date.now() / 1000);
  const { iat, exp } = claims;
  if (typeof iat !== 'number' || typeof exp !== 'number' || exp <= iat || exp - iat > 3600 || iat > now + 300 || exp < now) {
    return refuse(SHORT_LIVED);
  }
  const scopes = typeof claims.scope === 'string' ? claims.scope.split(' ').filter(Boolean) : [];
  if (scopes.length === 0 || !scopes.every((s) => KNOWN_SCOPES.has(s))) {
    return refuse('Invalid OAuth scope or ID token audience provided.', 'invalid_scope');
  }
  return { scopes };
}

export async function start(): Promise<GoogleTokenStandIn> {
  const tokens = new Map<string, { scopes: string[]; expiresAt: number }>();
  const revoked = new Set<string>();
  const forced = failures();
  const counts = { jwt: 0, refresh: 0, refused: 0 };

  function refreshGrant(form: URLSearchParams): Grant {
    if (form.get('client_id') !== oauthClient.client_id) return refuse('The OAuth client was not found.', 'invalid_client', 401);
    if (form.get('client_secret') !== oauthClient.client_secret) return refuse('Unauthorized', 'invalid_client', 401);
    const token = form.get('refresh_token') ?? '';
    if (token !== oauthClient.refresh_token) return refuse('Bad Request');
    if (revoked.has(token)) return refuse('Token has been expired or revoked.');
    return { scopes: [ADSENSE_SCOPE] };
  }

  const server = await listen(async (req, res, url) => {
    if (req.method !== 'POST' || url.pathname !== '/token') return sendJson(res, 404, { error: 'not_found' });
    const body = await readBody(req);
    if (forced.answer(res)) return;
    if (!/^application\/x-www-form-urlencoded\b/.test(req.headers['content-type'] ?? '')) {
      return sendJson(res, 400, { error: 'invalid_request', error_description: 'Bad Request' });
    }
    const form = new URLSearchParams(body);
    const type = form.get('grant_type');
    const grant =
      type === 'urn:ietf:params:oauth:grant-type:jwt-bearer'
        ? jwtBearerGrant(form.get('assertion') ?? '')
        : type === 'refresh_token'
          ? refreshGrant(form)
          : refuse(`Invalid grant_type: ${type ?? ''}`, 'unsupported_grant_type');
    if ('error' in grant) {
      counts.refused++;
      return sendJson(res, grant.status, { error: grant.error, error_description: grant.description });
    }
    counts[type === 'refresh_token' ? 'refresh' : 'jwt']++;
    const accessToken = `ya29.stand-in.${randomBytes(24).toString('base64url')}`;
    tokens.set(accessToken, { scopes: grant.scopes, expiresAt: Date.now() + 3600_000 });
    const scope = type === 'refresh_token' ? { scope: grant.scopes.join(' ') } : {};
    sendJson(res, 200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer', ...scope });
  });

  return {
    url: `${server.url}/token`,
    scopesOf(accessToken) {
      const token = tokens.get(accessToken);
      return token && token.expiresAt > Date.now() ? token.scopes : undefined;
    },
    revokeRefreshToken: (token = oauthClient.refresh_token) => void revoked.add(token),
    expireAccessTokens: () => tokens.forEach((t) => (t.expiresAt = 0)),
    failNext: (status, options) => forced.add(status, options),
    counts,
    close: server.close,
  };
}

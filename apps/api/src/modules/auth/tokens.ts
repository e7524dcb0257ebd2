import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { tokenUserSchema, type TokenUser } from '@pubdesk/contract';

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface AccessClaims {
  user: TokenUser;
  /** RFC 8693 actor: the staff user behind an impersonated session. */
  act?: { sub: string };
  /** An impersonated session's id (its impersonation key's row): ending it refuses the token. */
  sid?: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/**
 * Signs and verifies short-lived HS256 access tokens (RFC 7519) whose payload carries the
 * `user` object. Every request verifies one, so this uses node:crypto's HMAC directly: about
 * 10 µs, where a WebCrypto-based library costs ten times that. Only our own header is
 * accepted (no `alg` negotiation), the signature is compared in constant time, and `exp`
 * is enforced.
 */
export function createTokenSigner(secret: string) {
  const sign = (input: string) => createHmac('sha256', secret).update(input).digest();
  const verified = new VerifiedTokens();
  return {
    async sign(claims: AccessClaims): Promise<string> {
      const nowMs = Date.now();
      const now = Math.floor(nowMs / 1000);
      const payload = {
        ...claims,
        token_type: 'access',
        sub: String(claims.user.id),
        iat: now,
        // The issue time in milliseconds: a suspension revokes the tokens issued before it, and a
        // sign-in right after the reactivation must not fall in the same second (see auth plugin).
        iat_ms: nowMs,
        exp: now + ACCESS_TTL_SECONDS,
        jti: randomUUID(),
      };
      const input = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
      return `${input}.${sign(input).toString('base64url')}`;
    },

    /** The claims of a valid access token (with when it was issued, in ms), or null when it is malformed, forged or expired. */
    async verify(token: string): Promise<VerifiedAccess | null> {
      const known = verified.get(token);
      if (known) return known;
      const checked = check(token);
      if (!checked) return null;
      verified.add(token, checked);
      return checked.claims;
    },
  };

  /** The claims of a token this signer signed, still in date, and when it expires; the whole check, without the cache. */
  function check(token: string): Checked | null {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== HEADER) return null;
    const [header, body, signature] = parts as [string, string, string];
    const expected = sign(`${header}.${body}`);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    } catch {
      return null;
    }
    if (payload.token_type !== 'access') return null;
    if (typeof payload.exp !== 'number' || payload.exp <= Date.now() / 1000) return null;
    const user = tokenUserSchema.safeParse(payload.user);
    if (!user.success) return null;
    const act = payload.act as { sub?: unknown } | undefined;
    const issuedAtMs = typeof payload.iat_ms === 'number' ? payload.iat_ms : typeof payload.iat === 'number' ? payload.iat * 1000 : 0;
    const claims = deepFreeze({
      user: user.data,
      issuedAtMs,
      ...(act && typeof act.sub === 'string' ? { act: { sub: act.sub } } : {}),
      ...(isRowId(payload.sid) ? { sid: payload.sid } : {}),
    });
    return { claims, expiresAtMs: payload.exp * 1000 };
  }
}

type VerifiedAccess = AccessClaims & { issuedAtMs: number };
interface Checked {
  claims: VerifiedAccess;
  expiresAtMs: number;
}

/** How many verified tokens a process remembers: a few per active user, at about 1 kB each. */
const VERIFIED_TOKENS_MAX = 2_000;

/**
 * Tokens already verified, with their claims, until they expire: a signed-in screen sends the
 * same token with every call, and each call verified it again (HMAC, base64, JSON, the user's
 * schema: about a tenth of a list call's CPU in the API, bench:api-list's profile). Only a token
 * that passed the whole check is remembered, under its whole text (signature included), so no
 * other string finds it; revocation is not decided here (the auth plugin checks the session on
 * every call). The oldest entry goes when the map is full (a Map keeps insertion order).
 */
class VerifiedTokens {
  private readonly byToken = new Map<string, Checked>();

  get(token: string): VerifiedAccess | null {
    const known = this.byToken.get(token);
    if (!known) return null;
    if (known.expiresAtMs > Date.now()) return known.claims;
    this.byToken.delete(token);
    return null;
  }

  add(token: string, checked: Checked): void {
    if (this.byToken.size >= VERIFIED_TOKENS_MAX) this.byToken.delete(this.byToken.keys().next().value!);
    this.byToken.set(token, checked);
  }
}

/** Claims shared by every call that sends the token: frozen, so no caller can change them for the next. */
function deepFreeze<T extends object>(value: T): T {
  for (const inner of Object.values(value)) if (inner && typeof inner === 'object') deepFreeze(inner as object);
  return Object.freeze(value);
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;

/** A row id: a positive integer a PostgreSQL `integer` column holds. */
const isRowId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0 && (value as number) <= 2_147_483_647;

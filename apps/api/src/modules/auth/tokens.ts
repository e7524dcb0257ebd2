import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { tokenUserSchema, type TokenUser } from '@pubdesk/contract';

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface AccessClaims {
  user: TokenUser;
  /** RFC 8693 actor: the staff user behind an impersonated session. */
  act?: { sub: string };
}

/** Signs and verifies short-lived HS256 access tokens whose payload carries the `user` object. */
export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ ...claims, token_type: 'access' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.user.id))
        .setIssuedAt()
        .setJti(randomUUID())
        .setExpirationTime(`${ACCESS_TTL_SECONDS}s`)
        .sign(key);
    },
    /** The claims of a valid access token, or null when it is malformed, forged or expired. */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (payload.token_type !== 'access') return null;
        const user = tokenUserSchema.safeParse(payload.user);
        if (!user.success) return null;
        const act = payload.act as { sub?: unknown } | undefined;
        return { user: user.data, ...(act && typeof act.sub === 'string' ? { act: { sub: act.sub } } : {}) };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;

import type { TokenUser } from '@pubdesk/contract';
import { isTokenUser } from './token-user';

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT, unverified (the server verifies); null when it is not a JWT. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const segment = token.split('.')[1];
  if (!segment) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(segment));
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The `user` object an access token carries, or null when it is missing or malformed. */
export function tokenUser(token: string): TokenUser | null {
  const user = decodeJwtPayload(token)?.user;
  return isTokenUser(user) ? user : null;
}

/** Whether the token's `exp` is within `leewaySeconds` of `now` (tokens without exp never expire). */
export function isTokenExpired(token: string, now: number = Date.now(), leewaySeconds = 10): boolean {
  const payload = decodeJwtPayload(token);
  if (!payload) return true;
  const exp = payload.exp;
  if (typeof exp !== 'number') return false;
  return exp * 1000 <= now + leewaySeconds * 1000;
}

import { SignJWT, decodeJwt, jwtVerify } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TTL_SECONDS, createTokenSigner } from './tokens.js';

const secret = 'k'.repeat(48);
const user = {
  id: 7,
  username: 'ada',
  first_name: 'Ada',
  last_name: 'L',
  email: 'ada@x.test',
  role: 'admin' as const,
  is_verified: true,
  profile_image: null,
};
const signer = createTokenSigner(secret);
const key = new TextEncoder().encode(secret);

describe('access tokens', () => {
  it('signs standard HS256 JWTs that another implementation verifies', async () => {
    const token = await signer.sign({ user });
    const { payload, protectedHeader } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ user, token_type: 'access', sub: '7' });
    expect(payload.exp! - payload.iat!).toBe(15 * 60);
  });

  it('verifies a token another implementation signed, with its actor', async () => {
    const token = await new SignJWT({ user, token_type: 'access', act: { sub: '1' } })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('5m')
      .sign(key);
    expect(await signer.verify(token)).toEqual({ user, act: { sub: '1' }, issuedAtMs: expect.any(Number) });
  });

  it('refuses forged, altered, unsigned, expired and refresh-typed tokens', async () => {
    const good = await signer.sign({ user });
    const [header, body, signature] = good.split('.') as [string, string, string];
    const forged = await createTokenSigner('z'.repeat(48)).sign({ user });
    const altered = `${header}.${Buffer.from(JSON.stringify({ ...decodeJwt(good), user: { ...user, role: 'admin', id: 1 } })).toString('base64url')}.${signature}`;
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${body}.`;
    const expired = await new SignJWT({ user, token_type: 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1)
      .sign(key);
    const refreshTyped = await new SignJWT({ user, token_type: 'refresh' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('5m')
      .sign(key);
    for (const token of [forged, altered, unsigned, expired, refreshTyped, 'not.a.jwt', '', `${header}.${body}`]) {
      expect(await signer.verify(token)).toBeNull();
    }
    expect(await signer.verify(good)).toEqual({ user, issuedAtMs: expect.any(Number) });
  });
});

describe('a verified token remembered', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the same claims again, until the token expires', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z') });
    const tokens = createTokenSigner(secret);
    const token = await tokens.sign({ user });
    const first = await tokens.verify(token);
    expect(first?.user).toEqual(user);
    expect(await tokens.verify(token)).toBe(first);
    vi.setSystemTime(Date.now() + ACCESS_TTL_SECONDS * 1000 - 1);
    expect(await tokens.verify(token)).toBe(first);
    vi.setSystemTime(Date.now() + 1);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('never answers a forged token from memory, nor another signer', async () => {
    const tokens = createTokenSigner(secret);
    const token = await tokens.sign({ user });
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, , signature] = token.split('.') as [string, string, string];
    const raised = Buffer.from(JSON.stringify({ ...decodeJwt(token), user: { ...user, id: 1 } })).toString('base64url');
    expect(await tokens.verify(`${header}.${raised}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${token}x`)).toBeNull();
    expect(await createTokenSigner('z'.repeat(48)).verify(token)).toBeNull();
  });

  it('hands out claims no caller can change for the next', async () => {
    const tokens = createTokenSigner(secret);
    const claims = (await tokens.verify(await tokens.sign({ user })))!;
    expect(() => {
      (claims.user as { role: string }).role = 'publisher';
    }).toThrow(TypeError);
    expect(claims.user.role).toBe('admin');
  });
});

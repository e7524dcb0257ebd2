import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../testing';
import { decodeJwtPayload, isTokenExpired, tokenUser } from './jwt';

const user = {
  id: 7,
  username: 'ada',
  first_name: 'Ada',
  last_name: 'Lövelace',
  email: 'ada@example.com',
  role: 'admin',
  is_verified: true,
  profile_image: null,
};

describe('jwt', () => {
  it('decodes the payload, including non-ASCII text', () => {
    const token = fakeJwt({ user, exp: 2_000_000_000 });
    expect(decodeJwtPayload(token)).toEqual({ user, exp: 2_000_000_000 });
    expect(tokenUser(token)?.last_name).toBe('Lövelace');
  });

  it('returns null for tokens that are not JWTs or carry no user', () => {
    expect(decodeJwtPayload('not-a-token')).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
    expect(tokenUser(fakeJwt({ sub: '7' }))).toBeNull();
    expect(tokenUser(fakeJwt({ user: { ...user, id: 'seven' } }))).toBeNull();
  });

  it('tells expired tokens apart, with leeway', () => {
    const now = Date.UTC(2026, 0, 1);
    const exp = now / 1000 + 60;
    expect(isTokenExpired(fakeJwt({ exp }), now)).toBe(false);
    expect(isTokenExpired(fakeJwt({ exp }), now + 55_000)).toBe(true);
    expect(isTokenExpired(fakeJwt({}), now)).toBe(false);
    expect(isTokenExpired('garbage', now)).toBe(true);
  });
});

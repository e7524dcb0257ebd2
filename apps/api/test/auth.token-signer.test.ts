import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TTL_SECONDS, createTokenSigner } from '../src/modules/auth/tokens.js';

const user = {
  id: 7,
  username: 'publisher7',
  first_name: '',
  last_name: '',
  email: 'p7@x.test',
  role: 'publisher',
  is_verified: false,
  profile_image: null,
} as const;

describe('createTokenSigner().verify', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the same claims for a token it verified before, and refuses them once it expires', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z') });
    const tokens = createTokenSigner('s'.repeat(32));
    const token = await tokens.sign({ user });
    const first = await tokens.verify(token);
    expect(first?.user).toEqual(user);
    expect(await tokens.verify(token)).toBe(first);

    vi.setSystemTime(Date.now() + ACCESS_TTL_SECONDS * 1000 - 1);
    expect(await tokens.verify(token)).toBe(first);
    vi.setSystemTime(Date.now() + 1);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('keeps nothing for a forged token, even beside a verified one', async () => {
    const tokens = createTokenSigner('s'.repeat(32));
    const token = await tokens.sign({ user });
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, body, signature] = token.split('.') as [string, string, string];
    const forgedBody = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), user: { ...user, role: 'admin' } }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${forgedBody}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${token}x`)).toBeNull();
    // Another signer (another secret) never answers from this one's memory.
    expect(await createTokenSigner('t'.repeat(32)).verify(token)).toBeNull();
  });

  it('hands every caller claims no caller can change', async () => {
    const tokens = createTokenSigner('s'.repeat(32));
    const claims = (await tokens.verify(await tokens.sign({ user })))!;
    expect(() => {
      (claims.user as { role: string }).role = 'admin';
    }).toThrow(TypeError);
    expect(claims.user.role).toBe('publisher');
  });
});

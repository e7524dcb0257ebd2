import { scryptSync } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@pubdesk/contract';
import { HttpError } from './http-errors.js';
import { decoyHash, hashPassword, MAX_RUNNING_HASHES, MAX_WAITING_HASHES, passwordWorkLoad, verifyPassword } from './passwords.js';

/** A stored hash with cheap parameters (N = 1024), as an older install's: verified in a millisecond. */
function cheapHash(password: string): string {
  const salt = Buffer.from('0123456789abcdef');
  const key = scryptSync(password, salt, 32, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('passwords (scrypt)', () => {
  it('hashes to scrypt$N$r$p$salt$hash and verifies the same password', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horse ', stored)).toBe(false);
    expect(await verifyPassword('Correct horse', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
  });

  it('reads the parameters from the stored hash (older or cheaper parameters still verify)', async () => {
    const stored = cheapHash('legacy');
    expect(await verifyPassword('legacy', stored)).toBe(true);
    expect(await verifyPassword('other', stored)).toBe(false);
  });

  it('is false, never a match and never a throw, for a malformed stored hash', async () => {
    const salt = Buffer.from('0123456789abcdef').toString('base64url');
    const malformed = [
      '',
      'plain-text-password',
      'bcrypt$2b$10$abcdefghijklmnopqrstuv',
      'scrypt$32768$8$1',
      `scrypt$32768$8$1$${salt}$`,
      `scrypt$32768$8$1$${salt}$!!!`, // decodes to nothing: must not compare equal to an empty key
      `scrypt$32768$8$1$${salt}$=`,
      `scrypt$32768$8$1$${salt}$AAAA`, // too short to be a real hash
      `scrypt$abc$8$1$${salt}$${'A'.repeat(43)}`, // N not a number
      `scrypt$3$8$1$${salt}$${'A'.repeat(43)}`, // N not a power of two
      `scrypt$1099511627776$8$1$${salt}$${'A'.repeat(43)}`, // N out of range
      `scrypt$1048576$8$1$${salt}$${'A'.repeat(43)}`, // needs more memory than allowed
    ];
    for (const stored of malformed) {
      await expect(verifyPassword('anything', stored), stored).resolves.toBe(false);
      await expect(verifyPassword('', stored), stored).resolves.toBe(false);
    }
  });

  it('keeps one decoy hash for unknown users', async () => {
    const decoy = await decoyHash();
    expect(decoy).toMatch(/^scrypt\$/);
    expect(await decoyHash()).toBe(decoy);
  });
});

describe('password checks at once', () => {
  it('queues a bounded number server-wide and answers the rest 429 with Retry-After, never a wrong-password false', async () => {
    // A cheap stored hash (N = 1024): the flood costs milliseconds, the gate is the same.
    const stored = cheapHash('pw');
    const flood = MAX_RUNNING_HASHES + MAX_WAITING_HASHES + 3;
    const results = await Promise.allSettled(Array.from({ length: flood }, () => verifyPassword('pw', stored)));
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled' && r.value === true)).toHaveLength(MAX_RUNNING_HASHES + MAX_WAITING_HASHES);
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(HttpError);
      expect((r.reason as HttpError).statusCode).toBe(429);
      expect((r.reason as HttpError).headers['retry-after']).toBe('2');
      expect((r.reason as HttpError).body).toEqual({ detail: messages.api.passwordChecksBusy });
    }
    expect(passwordWorkLoad()).toEqual({ running: 0, waiting: 0 });
    expect(await verifyPassword('pw', stored)).toBe(true);
  });
});

describe('the decoy hash', () => {
  it('is not kept when refused for being one too many: the next unknown name gets it, not a 429 for good', async () => {
    vi.resetModules();
    const fresh = await import('./passwords.js');
    const stored = cheapHash('pw');
    const flood = Array.from({ length: fresh.MAX_RUNNING_HASHES + fresh.MAX_WAITING_HASHES }, () => fresh.verifyPassword('pw', stored));
    await expect(fresh.decoyHash()).rejects.toMatchObject({ statusCode: 429 });
    await Promise.all(flood);
    expect(await fresh.decoyHash()).toMatch(/^scrypt\$/);
  });
});

import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box.js';

const secret = 'unit-secret-unit-secret-unit-secret-0123456789';
const plain = JSON.stringify({
  type: 'service_account',
  client_email: 'svc@proj.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nabc\n',
});

describe('secretBox', () => {
  it('seals to v1.<iv>.<tag>.<body> in base64url and opens back to the same text', () => {
    const box = secretBox(secret);
    const sealed = box.seal(plain);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('client_email');
    expect(sealed).not.toContain('svc@proj');
    expect(box.open(sealed)).toBe(plain);
    // Another box from the same secret opens it too (the key is derived, not random).
    expect(secretBox(secret).open(sealed)).toBe(plain);
  });

  it('uses a fresh IV each time, and round-trips the empty string and non-ASCII text', () => {
    const box = secretBox(secret);
    const [a, b] = [box.seal(plain), box.seal(plain)];
    expect(a).not.toBe(b);
    expect(box.open(a)).toBe(box.open(b));
    expect(box.open(box.seal(''))).toBe('');
    expect(box.open(box.seal('clé → 密钥 🔑'))).toBe('clé → 密钥 🔑');
  });

  it('does not open with another secret', () => {
    const sealed = secretBox(secret).seal(plain);
    expect(() => secretBox(`${secret}x`).open(sealed)).toThrow();
  });

  it('refuses a tampered body, tag or IV, and text that is not a sealed value', () => {
    const box = secretBox(secret);
    const sealed = box.seal(plain);
    const [version, iv, tag, body] = sealed.split('.') as [string, string, string, string];
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] = bytes[0]! ^ 1;
      return bytes.toString('base64url');
    };
    expect(() => box.open([version, iv, tag, flip(body)].join('.'))).toThrow();
    expect(() => box.open([version, iv, flip(tag), body].join('.'))).toThrow();
    expect(() => box.open([version, flip(iv), tag, body].join('.'))).toThrow();
    expect(() => box.open(['v2', iv, tag, body].join('.'))).toThrow('Unrecognised sealed credentials');
    expect(() => box.open('plain text')).toThrow('Unrecognised sealed credentials');
    expect(() => box.open('')).toThrow('Unrecognised sealed credentials');
  });
});

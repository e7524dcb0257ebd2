import { describe, expect, it } from 'vitest';
import { accountEmailOf, credentialsBox } from './credentials.js';

const secret = 'unit-secret-unit-secret-unit-secret-0123456789';
const plain = JSON.stringify({ type: 'service_account', client_email: 'svc@proj.iam.gserviceaccount.com', private_key: '-----BEGIN PRIVATE KEY-----\nabc\n' });

describe('credentialsBox', () => {
  it('seals to v1.<iv>.<tag>.<body> in base64url and opens back to the same text', () => {
    const box = credentialsBox(secret);
    const sealed = box.seal(plain);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('client_email');
    expect(sealed).not.toContain('svc@proj');
    expect(box.open(sealed)).toBe(plain);
    // Another box from the same secret opens it too (the key is derived, not random).
    expect(credentialsBox(secret).open(sealed)).toBe(plain);
  });

  it('uses a fresh IV each time, and round-trips the empty string and non-ASCII text', () => {
    const box = credentialsBox(secret);
    const [a, b] = [box.seal(plain), box.seal(plain)];
    expect(a).not.toBe(b);
    expect(box.open(a)).toBe(box.open(b));
    expect(box.open(box.seal(''))).toBe('');
    expect(box.open(box.seal('clé → 密钥 🔑'))).toBe('clé → 密钥 🔑');
  });

  it('does not open with another secret', () => {
    const sealed = credentialsBox(secret).seal(plain);
    expect(() => credentialsBox(`${secret}x`).open(sealed)).toThrow();
  });

  it('refuses a tampered body, tag or IV, and text that is not a sealed value', () => {
    const box = credentialsBox(secret);
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

describe('accountEmailOf', () => {
  it("reads a JSON key file's client_email, account_email, email or username, in that order", () => {
    expect(accountEmailOf(plain)).toBe('svc@proj.iam.gserviceaccount.com');
    expect(accountEmailOf(JSON.stringify({ email: 'e@x.example', client_email: 'c@x.example' }))).toBe('c@x.example');
    expect(accountEmailOf(JSON.stringify({ account_email: 'a@x.example', email: 'e@x.example' }))).toBe('a@x.example');
    expect(accountEmailOf(JSON.stringify({ email: 'e@x.example', username: 'u@x.example' }))).toBe('e@x.example');
    expect(accountEmailOf(JSON.stringify({ username: 'reports@northwind.example', password: 'p' }))).toBe('reports@northwind.example');
  });

  it('skips JSON fields that are not addresses, then falls back to the first address in the text', () => {
    expect(accountEmailOf(JSON.stringify({ username: 'reports', password: 'p', note: 'owner ops@x.example' }))).toBe('ops@x.example');
    expect(accountEmailOf(JSON.stringify({ client_email: 42, email: 'e@x.example' }))).toBe('e@x.example');
    expect(accountEmailOf('api_user=ops@northwind.example;api_token=t')).toBe('ops@northwind.example');
    expect(accountEmailOf('first a.b+c@mail.example.co.uk then d@e.example')).toBe('a.b+c@mail.example.co.uk');
  });

  it("answers '' when there is no address", () => {
    expect(accountEmailOf('')).toBe('');
    expect(accountEmailOf('token-only-123')).toBe('');
    expect(accountEmailOf(JSON.stringify({ username: 'reports', password: 'p' }))).toBe('');
    expect(accountEmailOf('[1, 2]')).toBe('');
    expect(accountEmailOf('null')).toBe('');
    expect(accountEmailOf('user@localhost')).toBe('');
  });

  it('keeps at most 254 characters', () => {
    const long = `${'a'.repeat(300)}@x.example`;
    expect(accountEmailOf(JSON.stringify({ email: long }))).toHaveLength(254);
    expect(accountEmailOf(long)).toHaveLength(254);
  });
});

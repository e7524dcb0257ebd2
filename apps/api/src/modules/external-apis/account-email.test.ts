import { describe, expect, it } from 'vitest';
import { accountEmailOf } from './account-email.js';

const plain = JSON.stringify({
  type: 'service_account',
  client_email: 'svc@proj.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nabc\n',
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

  it('reads long credentials word by word: a long run is skipped, the address after it found', () => {
    expect(accountEmailOf(`${'a.'.repeat(10_000)} key=${'b'.repeat(20_000)} owner=ops@x.example`)).toBe('ops@x.example');
    expect(accountEmailOf(`${'a'.repeat(400)}@x.example`)).toBe('');
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

import { describe, expect, it } from 'vitest';
import { domainSchema, hostFromDomain, whitelabelCreateSchema, whitelabelUpdateSchema } from './whitelabel.js';

describe('hostFromDomain', () => {
  it('takes the lower-cased host of a URL, without port, path or credentials', () => {
    expect(hostFromDomain('https://Ads.Example.com/path?q=1#x')).toBe('ads.example.com');
    expect(hostFromDomain('http://localhost:8080')).toBe('localhost');
    expect(hostFromDomain('HTTPS://USER:pw@Console.Example.COM:443/')).toBe('console.example.com');
    expect(hostFromDomain('http://127.0.0.1:3000')).toBe('127.0.0.1');
    // Without a scheme, "user@host" reads as credentials: the host is what is kept.
    expect(hostFromDomain('admin@Example.com')).toBe('example.com');
  });

  it('accepts a bare host or host:port', () => {
    expect(hostFromDomain('example.com')).toBe('example.com');
    expect(hostFromDomain('Sub.Example.co.uk:8443/landing')).toBe('sub.example.co.uk');
    expect(hostFromDomain('localhost')).toBe('localhost');
    expect(hostFromDomain('xn--bcher-kva.example')).toBe('xn--bcher-kva.example');
  });

  it('turns an internationalised name into its ASCII form', () => {
    expect(hostFromDomain('https://Bücher.example')).toBe('xn--bcher-kva.example');
  });

  it('refuses what is not an http(s) host name', () => {
    for (const value of [
      '',
      ' ',
      'not a domain',
      'ftp://files.example.com',
      'javascript:alert(1)',
      'exa_mple.com',
      '-bad.example.com',
      'bad-.example.com',
      'http://[::1]:8080',
      'http://',
    ]) {
      expect({ value, host: hostFromDomain(value) }).toEqual({ value, host: null });
    }
  });
});

describe('domainSchema', () => {
  it('normalises to the host or fails with the field message', () => {
    expect(domainSchema.parse('  https://Ads.Example.com/path ')).toBe('ads.example.com');
    const bad = domainSchema.safeParse('ftp://x.example.com');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['Enter a valid domain or URL.']);
    expect(domainSchema.safeParse('').error?.issues.map((i) => i.message)).toEqual(['This field may not be blank.']);
  });

  it('fills the create defaults', () => {
    expect(whitelabelCreateSchema.parse({ domain: 'a.example.com' })).toEqual({
      domain: 'a.example.com',
      network: null,
      status: 'pending',
      company_name: '',
      terms_link: '',
      privacy_link: '',
      allow_signup: false,
    });
  });
});

describe('whitelabelUpdateSchema', () => {
  it('leaves out what a PATCH does not send, rather than resetting it to a default', () => {
    expect(whitelabelUpdateSchema.parse({ status: 'active' })).toEqual({ status: 'active' });
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adsTxtUrlOf, checkAdsTxt, withinWebsite } from './ads-txt-check.js';
import { compareWithFile, recordKey } from './ads-txt-records.js';

describe('recordKey', () => {
  it('is domain, account and relationship as ads.txt compares them; variables by name; nothing for the rest', () => {
    expect(recordKey(' Google.COM ,pub-1, direct , f08c47fec0942fa0 # ours')).toBe('google.com, pub-1, DIRECT');
    expect(recordKey('google.com, PUB-1, DIRECT')).toBe('google.com, PUB-1, DIRECT');
    expect(recordKey('CONTACT = ops@example.com')).toBe('contact=ops@example.com');
    for (const none of ['', '   ', '# a comment', 'google.com, pub-1', 'just words', '=x', ',,,'])
      expect({ none, key: recordKey(none) }).toEqual({ none, key: null });
  });

  it('compares a large file in one pass', () => {
    const needed = Array.from({ length: 1000 }, (_, i) => `ssp${i}.com, ${i}, DIRECT`);
    const file = needed.filter((_, i) => i % 2 === 0).join('\n') + '\n' + 'x.com, 1, RESELLER\n'.repeat(10_000);
    const { expected, present } = compareWithFile([...needed, ...needed], file);
    expect([expected.length, present.length]).toEqual([1000, 500]);
  });
});

describe('where the check looks', () => {
  it('reads the root of the website, redirects kept to its domain', () => {
    expect(adsTxtUrlOf('https://www.example.com/blog/?x=1')).toBe('https://www.example.com/ads.txt');
    expect(adsTxtUrlOf('http://example.com:8080')).toBe('http://example.com:8080/ads.txt');
    expect(adsTxtUrlOf('ftp://example.com')).toBeNull();
    expect(adsTxtUrlOf('nope')).toBeNull();
    const from = new URL('https://www.example.com/ads.txt');
    const allowed = ['https://example.com/ads.txt', 'http://m.example.com/ads.txt', 'https://WWW.EXAMPLE.COM/x'];
    const refused = [
      'https://example.org/ads.txt',
      'https://evil-example.com/ads.txt',
      'https://example.com.evil.net/ads.txt',
      'http://127.0.0.1/ads.txt',
    ];
    expect(allowed.filter((u) => !withinWebsite(from, new URL(u)))).toEqual([]);
    expect(refused.filter((u) => withinWebsite(from, new URL(u)))).toEqual([]);
  });
});

describe('checkAdsTxt without private addresses (the default)', () => {
  let server: Server;
  let hits = 0;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      hits++;
      res.end('adnet.com, 1, DIRECT\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('never fetches a website on this machine or a private network, and says so', async () => {
    const { port } = server.address() as AddressInfo;
    for (const url of [`http://127.0.0.1:${port}/`, `http://localhost:${port}`, 'http://169.254.169.254/', 'https://[::1]/']) {
      expect({ url, finding: await checkAdsTxt(url, ['adnet.com, 1, DIRECT'], false) }).toMatchObject({
        url,
        finding: { outcome: 'failed', reason: 'private_address', expected: 1, missing: null, presentKeys: [] },
      });
    }
    expect(hits).toBe(0);
    // The same site, allowed: the file is read.
    expect(await checkAdsTxt(`http://127.0.0.1:${port}/`, ['adnet.com, 1, DIRECT'], true)).toMatchObject({ outcome: 'found', missing: 0 });
  });
});

import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address.js';
import { publicFetch, PublicFetchError, type PublicFetchOptions } from './public-fetch.js';

describe('isPublicAddress', () => {
  it('refuses this host, private, link-local, reserved and v4-in-v6 addresses', () => {
    const inside = [
      '127.0.0.1',
      '127.255.0.9',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '198.18.0.1',
      '192.0.2.5',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::7f00:1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::',
      '2001::1',
      '2001:db8::1',
      '[::1]',
      'localhost',
      '',
      'not an address',
    ];
    expect(inside.filter(isPublicAddress)).toEqual([]);
  });

  it('accepts public addresses', () => {
    const outside = ['8.8.8.8', '1.1.1.1', '93.184.216.34', '172.32.0.1', '2606:4700:4700::1111', '2a00:1450:4001::1', '[2606:4700::1]'];
    expect(outside.filter((a) => !isPublicAddress(a))).toEqual([]);
  });
});

describe('publicFetch', () => {
  let server: Server;
  let base: string;
  let port: number;
  const hits: string[] = [];
  const routes: Record<string, (res: ServerResponse) => void> = {
    '/ok': (res) => res.end('\uFEFFhello'),
    '/hop': (res) => res.writeHead(302, { location: '/ok' }).end(),
    '/loop': (res) => res.writeHead(301, { location: '/loop' }).end(),
    '/away': (res) => res.writeHead(302, { location: `http://localhost:${port}/ok` }).end(),
    '/to-file': (res) => res.writeHead(302, { location: 'file:///etc/passwd' }).end(),
    '/big-declared': (res) => res.writeHead(200, { 'content-length': '2048' }).end('x'.repeat(2048)),
    '/big-streamed': (res) => {
      res.writeHead(200);
      res.write('x'.repeat(700));
      res.write('x'.repeat(700));
      res.end();
    },
    // Headers at once, then a body that never ends: the deadline covers the body too.
    '/drip': (res) => {
      res.writeHead(200);
      res.write('a');
    },
    '/silent': () => undefined,
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      hits.push(req.url ?? '');
      (routes[req.url ?? ''] ?? ((r: ServerResponse) => r.writeHead(404).end()))(res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const options = (over: Partial<PublicFetchOptions> = {}): PublicFetchOptions => ({
    timeoutMs: 2000,
    maxBytes: 1024,
    maxRedirects: 3,
    allowPrivate: true,
    redirectAllowed: (from, to) => from.host === to.host,
    ...over,
  });
  const failure = async (url: string, over: Partial<PublicFetchOptions> = {}) => {
    try {
      await publicFetch(url, options(over));
    } catch (error) {
      if (error instanceof PublicFetchError) return error.reason;
      throw error;
    }
    throw new Error(`${url} was fetched`);
  };

  it('never connects to this host or a private network unless allowed, whatever the spelling', async () => {
    hits.length = 0;
    const spellings = [
      `${base}/ok`,
      `http://localhost:${port}/ok`,
      `http://[::1]:${port}/ok`,
      `http://2130706433:${port}/ok`,
      `http://0x7f.1:${port}/ok`,
      `http://[::ffff:127.0.0.1]:${port}/ok`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
    ];
    for (const url of spellings)
      expect({ url, reason: await failure(url, { allowPrivate: false }) }).toEqual({ url, reason: 'private_address' });
    expect(hits).toEqual([]);
  });

  it('fetches only http(s) addresses without credentials', async () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://example.com/ads.txt',
      'gopher://example.com/',
      'http://user:pw@example.com/',
      'not a url',
    ]) {
      expect({ url, reason: await failure(url) }).toEqual({ url, reason: 'bad_url' });
    }
  });

  it('answers the status and the body, following the redirects it is allowed to', async () => {
    expect(await publicFetch(`${base}/ok`, options())).toEqual({ status: 200, text: 'hello', url: `${base}/ok` });
    expect(await publicFetch(`${base}/hop`, options())).toEqual({ status: 200, text: 'hello', url: `${base}/ok` });
    expect((await publicFetch(`${base}/none`, options())).status).toBe(404);
  });

  it('refuses a redirect elsewhere, to another scheme, or one too many', async () => {
    hits.length = 0;
    expect(await failure(`${base}/away`)).toBe('redirect');
    expect(await failure(`${base}/to-file`)).toBe('redirect');
    expect(hits).toEqual(['/away', '/to-file']);
    expect(await failure(`${base}/loop`)).toBe('redirect');
    expect(hits.filter((h) => h === '/loop')).toHaveLength(4);
  });

  it('stops reading past the size limit and at the deadline, body included', async () => {
    expect(await failure(`${base}/big-declared`)).toBe('too_large');
    expect(await failure(`${base}/big-streamed`)).toBe('too_large');
    expect(await failure(`${base}/drip`, { timeoutMs: 300 })).toBe('timeout');
    expect(await failure(`${base}/silent`, { timeoutMs: 300 })).toBe('timeout');
    expect(await failure('http://127.0.0.1:1/')).toBe('unreachable');
  });
});

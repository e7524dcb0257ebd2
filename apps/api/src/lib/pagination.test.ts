import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { listResponse, pageWindow, parseOrdering } from './pagination.js';

describe('pageWindow', () => {
  it('defaults the limit per endpoint and the offset to 0', () => {
    expect(pageWindow({})).toEqual({ limit: 50, offset: 0 });
    expect(pageWindow({}, 10)).toEqual({ limit: 10, offset: 0 });
  });

  it('uses limit and offset', () => {
    expect(pageWindow({ limit: 20, offset: 40 }, 10)).toEqual({ limit: 20, offset: 40 });
    expect(pageWindow({ offset: 7 }, 10)).toEqual({ limit: 10, offset: 7 });
  });

  it('turns a 1-based page into an offset, and page wins over offset', () => {
    expect(pageWindow({ page: 1 }, 10)).toEqual({ limit: 10, offset: 0 });
    expect(pageWindow({ page: 3 }, 10)).toEqual({ limit: 10, offset: 20 });
    expect(pageWindow({ page: 2, limit: 25, offset: 999 })).toEqual({ limit: 25, offset: 25 });
  });

  it("cuts a limit above the endpoint's most to it, pages included", () => {
    const size = { default: 50, max: 100 };
    expect(pageWindow({}, size)).toEqual({ limit: 50, offset: 0 });
    expect(pageWindow({ limit: 10000 }, size)).toEqual({ limit: 100, offset: 0 });
    expect(pageWindow({ limit: 10000, page: 3 }, size)).toEqual({ limit: 100, offset: 200 });
    expect(pageWindow({ limit: 80, offset: 5 }, size)).toEqual({ limit: 80, offset: 5 });
  });
});

describe('parseOrdering', () => {
  const allowed = ['id', 'username', 'date_joined'] as const;

  it('reads ordering, or o, with a leading minus for descending', () => {
    expect(parseOrdering({ ordering: 'username' }, allowed, 'id')).toEqual({ field: 'username', desc: false });
    expect(parseOrdering({ ordering: '-date_joined' }, allowed, 'id')).toEqual({ field: 'date_joined', desc: true });
    expect(parseOrdering({ o: '-username' }, allowed, 'id')).toEqual({ field: 'username', desc: true });
    expect(parseOrdering({ ordering: 'id', o: '-username' }, allowed, 'id')).toEqual({ field: 'id', desc: false });
  });

  it('falls back (keeping the fallback direction) for a missing or unknown field', () => {
    expect(parseOrdering({}, allowed, '-date_joined')).toEqual({ field: 'date_joined', desc: true });
    expect(parseOrdering({ ordering: 'password' }, allowed, 'id')).toEqual({ field: 'id', desc: false });
    expect(parseOrdering({ ordering: '-password' }, allowed, 'id')).toEqual({ field: 'id', desc: false });
    expect(parseOrdering({ ordering: '--id' }, allowed, '-username')).toEqual({ field: 'username', desc: true });
    expect(parseOrdering({ ordering: '' }, allowed, 'username')).toEqual({ field: 'username', desc: false });
  });
});

describe('listResponse', () => {
  const config = { PUBDESK_MAIN_ORIGIN: 'https://console.example.com', PORT: 8080 };
  const request = (url: string, host = 'console.example.com') =>
    ({ url, protocol: 'https', host, server: { deps: { config } } }) as unknown as FastifyRequest;

  it('builds absolute next/previous links that keep the other parameters', () => {
    const body = listResponse(request('/api/users/?search=a&page=2&limit=10'), { limit: 10, offset: 10 }, 35, ['x']);
    expect(body).toEqual({
      count: 35,
      next: 'https://console.example.com/api/users/?search=a&limit=10&offset=20',
      previous: 'https://console.example.com/api/users/?search=a&limit=10',
      results: ['x'],
    });
  });

  it('has no next on the last page and no previous on the first', () => {
    expect(listResponse(request('/api/x/'), { limit: 10, offset: 0 }, 10, [])).toMatchObject({ next: null, previous: null });
    expect(listResponse(request('/api/x/?offset=30'), { limit: 10, offset: 30 }, 35, [])).toMatchObject({
      next: null,
      previous: 'https://console.example.com/api/x/?offset=20&limit=10',
    });
    // A previous page from an offset smaller than the limit starts at 0.
    expect(listResponse(request('/api/x/?offset=3'), { limit: 10, offset: 3 }, 35, []).previous).toBe(
      'https://console.example.com/api/x/?limit=10',
    );
  });

  it('links to the configured main origin, never to the Host the request names', () => {
    const body = listResponse(request('/api/x/?offset=10', 'evil.example'), { limit: 10, offset: 10 }, 35, []);
    expect(body).toMatchObject({
      next: 'https://console.example.com/api/x/?offset=20&limit=10',
      previous: 'https://console.example.com/api/x/?limit=10',
    });
    // A path that reads as another authority ("//evil.example/...") stays on the main origin.
    for (const url of ['//evil.example/api/x/', '/.//evil.example/api/x/']) {
      expect(listResponse(request(url), { limit: 10, offset: 0 }, 35, []).next).toMatch(/^https:\/\/console\.example\.com\//);
    }
  });
});

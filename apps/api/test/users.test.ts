/** `/users/` and `/users/{id}/`: the list with search, roles, ids and ordering, and scope. */
import { describe, expect, it } from 'vitest';
import type { List, User } from '@pubdesk/contract';
import { eachTestIn } from './harness.js';
import { assignStaff, sb } from './helpers.js';
import { notFound } from './expected.js';

const { ctx } = eachTestIn();

const get = (url: string, authorization?: string) => ctx.app.inject({ url, ...(authorization ? { headers: { authorization } } : {}) });

describe('GET /api/users/', () => {
  /** admin (id 1), then 3 networks, 4 publishers, 1 pre_activation: ids 1..9. */
  async function world() {
    const admin = await ctx.createUser({ role: 'admin', username: 'admin_1', firstName: 'Test', lastName: 'User1' });
    const people = [
      ['network', 'nora', 'Nora', 'North'],
      ['network', 'ned', 'Ned', 'Stark'],
      ['network', 'nina', 'Nina', 'Zed'],
      ['publisher', 'paul', 'Paul', 'Atreides'],
      ['publisher', 'petra', 'Petra', 'Zed'],
      ['publisher', 'pim', 'Pim', 'Pam'],
      ['publisher', 'percy', 'Percy', 'Jackson'],
      ['pre_activation', 'nova', 'Nova', 'Newcomer'],
    ] as const;
    for (const [role, username, firstName, lastName] of people) await ctx.createUser({ role, username, firstName, lastName });
    return `Bearer ${await ctx.tokenFor(admin)}`;
  }
  const list = async (query: string, authorization: string) => {
    const res = await get(`/api/users/${query}`, authorization);
    expect(res.statusCode).toBe(200);
    return res.json<List<User>>();
  };
  const names = (page: List<User>) => page.results.map((u) => u.username);

  it('returns the DRF envelope with limit/offset and absolute next/previous links', async () => {
    const auth = await world();
    const page = await list('?limit=3&offset=3', auth);
    expect(page.count).toBe(9);
    expect(names(page)).toEqual(['nina', 'paul', 'petra']);
    const next = new URL(page.next!);
    expect(next.pathname).toBe('/api/users/');
    expect(Object.fromEntries(next.searchParams)).toEqual({ limit: '3', offset: '6' });
    const previous = new URL(page.previous!);
    expect(Object.fromEntries(previous.searchParams)).toEqual({ limit: '3' });

    const last = await list('?limit=3&offset=6', auth);
    expect(names(last)).toEqual(['pim', 'percy', 'nova']);
    expect(last.next).toBeNull();
    expect(new URL(last.previous!).searchParams.get('offset')).toBe('3');
    // Past the end: no row carries the count, which is then asked for on its own.
    const past = await list('?limit=3&offset=30', auth);
    expect([past.count, past.results]).toEqual([last.count, []]);

    const first = await list('?limit=3', auth);
    expect(first.previous).toBeNull();
  });

  it('shapes each user', async () => {
    const auth = await world();
    const page = await list('?limit=1', auth);
    expect(page.results[0]).toEqual({
      id: 1,
      username: 'admin_1',
      first_name: 'Test',
      last_name: 'User1',
      email: 'admin_1@example.test',
      role: 'admin',
      is_active: true,
      is_verified: false,
      last_login: null,
      profile_image: null,
      display_language: 'en',
      date_joined: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('defaults to 50 per page and accepts page (1-based) with limit', async () => {
    const auth = await world();
    const all = await list('', auth);
    expect(all.results).toHaveLength(9);
    expect(all.next).toBeNull();
    const page2 = await list('?page=2&limit=4', auth);
    expect(names(page2)).toEqual(['paul', 'petra', 'pim', 'percy']);
    // Links use offset; page is dropped.
    expect(Object.fromEntries(new URL(page2.next!).searchParams)).toEqual({ limit: '4', offset: '8' });
    expect(Object.fromEntries(new URL(page2.previous!).searchParams)).toEqual({ limit: '4' });
    // page wins over offset
    expect(names(await list('?page=3&limit=4&offset=1', auth))).toEqual(['nova']);
  });

  it('keeps the other query parameters in the links', async () => {
    const auth = await world();
    const page = await list('?role=publisher&limit=2&search=p', auth);
    expect(page.count).toBe(4);
    expect(Object.fromEntries(new URL(page.next!).searchParams)).toEqual({ role: 'publisher', limit: '2', search: 'p', offset: '2' });
  });

  it('searches username, email, first and last name (case-insensitive, wildcards literal)', async () => {
    const auth = await world();
    expect(names(await list('?search=zed', auth))).toEqual(['nina', 'petra']);
    expect(names(await list('?search=ATREI', auth))).toEqual(['paul']);
    expect(names(await list('?search=nova%40example', auth))).toEqual(['nova']);
    expect((await list('?search=%25', auth)).count).toBe(0);
    expect((await list('?search=_', auth)).count).toBe(1); // only admin_1 has an underscore
  });

  it('filters by one role or several', async () => {
    const auth = await world();
    expect(names(await list('?role=network', auth))).toEqual(['nora', 'ned', 'nina']);
    const both = await list('?role=network,publisher', auth);
    expect(both.count).toBe(7);
    expect(new Set(both.results.map((u) => u.role))).toEqual(new Set(['network', 'publisher']));
    expect(names(await list('?role=pre_activation', auth))).toEqual(['nova']);
    const bad = await get('/api/users/?role=wizard', auth);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['role']);
  });

  it('filters by ids', async () => {
    const auth = await world();
    expect(names(await list('?ids=2,3', auth))).toEqual(['nora', 'ned']);
    expect(names(await list('?ids=5', auth))).toEqual(['paul']);
    expect((await list('?ids=999', auth)).count).toBe(0);
    const bad = await get('/api/users/?ids=1,x', auth);
    expect(sb(bad)).toEqual({ status: 400, body: { ids: ['Enter a comma-separated list of ids.'] } });
  });

  it('orders by an allowed field, ascending or descending, with `ordering` or `o`', async () => {
    const auth = await world();
    expect(names(await list('?ordering=username&limit=3', auth))).toEqual(['admin_1', 'ned', 'nina']);
    expect(names(await list('?ordering=-username&limit=3', auth))).toEqual(['pim', 'petra', 'percy']);
    expect(names(await list('?o=-first_name&limit=2', auth))).toEqual(['admin_1', 'pim']); // Test > Pim
    // Unknown fields fall back to id order.
    expect(names(await list('?ordering=password&limit=2', auth))).toEqual(['admin_1', 'nora']);
  });

  it('is for staff: publisher 403, anonymous 401, read-only staff 200', async () => {
    await world();
    const publisher = await ctx.authAs('publisher');
    expect(sb(await get('/api/users/', publisher.authorization))).toEqual({
      status: 403,
      body: { detail: 'You do not have permission to perform this action.' },
    });
    expect((await get('/api/users/')).statusCode).toBe(401);
    // Staff who see everyone list all; an ad operation lists itself and what is assigned to it.
    const organization = await ctx.authAs('organization');
    expect((await list('', organization.authorization)).count).toBe(11);
    const manager = await ctx.authAs('ad_operation');
    expect((await list('', manager.authorization)).results.map((u) => u.id)).toEqual([manager.user.id]);
    const nora = await get('/api/users/?search=nora', organization.authorization).then(
      (r) => r.json<{ results: Array<{ id: number }> }>().results[0]!,
    );
    await assignStaff(ctx, manager.user, { network: nora.id });
    expect((await list('', manager.authorization)).results.map((u) => u.id).sort()).toEqual([nora.id, manager.user.id].sort());
  });
});

describe('GET /api/users/:id/', () => {
  it('self 200; another user 404 for a publisher and 200 for an admin; slash optional', async () => {
    const me = await ctx.authAs('publisher');
    const other = await ctx.createUser();
    const mine = await get(`/api/users/${me.user.id}/`, me.authorization);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: me.user.id, username: me.user.username, role: 'publisher' });
    expect(sb(await get(`/api/users/${other.id}/`, me.authorization))).toEqual({ status: 404, body: notFound });

    const admin = await ctx.authAs('admin');
    const theirs = await get(`/api/users/${other.id}`, admin.authorization);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toMatchObject({ id: other.id, username: other.username });
    expect(sb(await get('/api/users/999/', admin.authorization))).toEqual({ status: 404, body: notFound });
    // A path id is plain decimal digits: anything else names no user.
    expect(sb(await get('/api/users/abc/', admin.authorization))).toEqual({ status: 404, body: notFound });
  });

  it('trailing slash is optional on lists too', async () => {
    const admin = await ctx.authAs('admin');
    const res = await get('/api/users?limit=1', admin.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 1, results: [{ id: admin.user.id }] });
  });
});

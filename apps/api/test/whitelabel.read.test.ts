/** The white-label entries read: the list, its filters and who may read it, the status summary and the domain check. */
import { describe, expect, it } from 'vitest';
import type { List, Whitelabel } from '@pubdesk/contract';
import { assignStaff, PNG_1X1, sb } from './helpers.js';
import { forbidden } from './expected.js';
import { waitFor } from './jobs-fixtures.js';
import { eachWhitelabelTest } from './whitelabel-fixtures.js';

const { ctx, req, create, upload } = eachWhitelabelTest();
const check = (domain: string) => ctx.app.inject({ method: 'POST', url: '/api/whitelist/check/', payload: { domain } });

describe('GET /api/whitelist/', () => {
  it('pages by 10 by default, newest change first, with network_name', async () => {
    const network = await ctx.createUser({ role: 'network', username: 'netco', firstName: '', lastName: '' });
    for (let i = 1; i <= 12; i++) await create({ domain: `site${i}.example.com`, network: i === 1 ? network.id : null });
    const res = await req('GET', '/api/whitelist/');
    expect(res.statusCode).toBe(200);
    const page = res.json<List<Whitelabel>>();
    expect(page.count).toBe(12);
    expect(page.results.map((w) => w.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(Object.fromEntries(new URL(page.next!).searchParams)).toEqual({ limit: '10', offset: '10' });
    expect(page.previous).toBeNull();

    // Touching the first entry brings it to the top; a network without a name shows its username.
    expect((await req('PATCH', '/api/whitelist/1/', { company_name: 'First' })).statusCode).toBe(200);
    const again = (await req('GET', '/api/whitelist/?limit=2')).json<List<Whitelabel>>();
    expect(again.results.map((w) => [w.id, w.network_name])).toEqual([
      [1, 'netco'],
      [12, null],
    ]);
  });

  it('filters by status and searches domain and company name', async () => {
    await create({ domain: 'a.example.com', status: 'active', company_name: 'Acme' });
    await create({ domain: 'b.example.com', status: 'pending', company_name: 'Beta' });
    await create({ domain: 'acme.example.org', status: 'suspended' });
    const domains = async (q: string) =>
      (await req('GET', `/api/whitelist/${q}`))
        .json<List<Whitelabel>>()
        .results.map((w) => w.domain)
        .sort();
    expect(await domains('?status=active')).toEqual(['a.example.com']);
    expect(await domains('?search=acme')).toEqual(['a.example.com', 'acme.example.org']);
    expect(await domains('?search=ACME&status=suspended')).toEqual(['acme.example.org']);
    expect((await req('GET', '/api/whitelist/?status=gone')).statusCode).toBe(400);
  });

  it('is readable by read-only staff; publisher 403; anonymous 401', async () => {
    const network = await ctx.createUser({ role: 'network' });
    const entry = await create({ domain: 'a.example.com', network: network.id });
    await create({ domain: 'c.example.com' });
    const manager = await ctx.authAs('account_manager');
    // A manager reads the whitelabels of the networks assigned to them: none, then this one.
    expect((await req('GET', '/api/whitelist/', undefined, manager.authorization)).json()).toMatchObject({ count: 0 });
    expect((await req('GET', `/api/whitelist/${entry.id}/`, undefined, manager.authorization)).statusCode).toBe(404);
    await assignStaff(ctx, manager.user, { network: network.id });
    const listed = await req('GET', '/api/whitelist/', undefined, manager.authorization);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ count: 1, results: [{ id: entry.id }] });
    expect(sb(await req('POST', '/api/whitelist/', { domain: 'b.example.com' }, manager.authorization))).toEqual({
      status: 403,
      body: forbidden,
    });

    const publisher = await ctx.authAs('publisher');
    expect(sb(await req('GET', '/api/whitelist/', undefined, publisher.authorization))).toEqual({ status: 403, body: forbidden });
    expect(sb(await req('POST', '/api/whitelist/', { domain: 'b.example.com' }, publisher.authorization))).toEqual({
      status: 403,
      body: forbidden,
    });
    expect(sb(await req('GET', '/api/whitelist/1/', undefined, publisher.authorization))).toEqual({ status: 403, body: forbidden });
    expect((await ctx.app.inject({ url: '/api/whitelist/' })).statusCode).toBe(401);
    expect((await req('GET', '/api/whitelist/')).json()).toMatchObject({ count: 2 });
  });
});

describe('OPTIONS and status', () => {
  it('OPTIONS /api/whitelist/ lists the status choices', async () => {
    const res = await req('OPTIONS', '/api/whitelist/');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ actions: { POST: { status: { choices: unknown[] } } } }>();
    expect(body.actions.POST.status.choices).toEqual([
      { value: 'active', display_name: 'Active' },
      { value: 'pending', display_name: 'Pending' },
      { value: 'suspended', display_name: 'Suspended' },
    ]);
    const publisher = await ctx.authAs('publisher');
    expect((await req('OPTIONS', '/api/whitelist/', undefined, publisher.authorization)).statusCode).toBe(403);
  });

  it('GET /api/whitelist/status/ counts by status and lists the pending entries, newest first', async () => {
    await create({ domain: 'a.example.com', status: 'active' });
    await create({ domain: 'p1.example.com' });
    await create({ domain: 'p2.example.com' });
    await create({ domain: 's.example.com', status: 'suspended' });
    const res = await req('GET', '/api/whitelist/status/');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ pending_list: Whitelabel[] }>();
    expect(body).toMatchObject({ total: 4, active: 1, pending: 2, suspended: 1 });
    expect(body.pending_list.map((w) => w.domain)).toEqual(['p2.example.com', 'p1.example.com']);
  });

  it('status counts and lists only the entries the caller’s list shows (a manager: their networks’)', async () => {
    const mine = await ctx.createUser({ role: 'network' });
    const other = await ctx.createUser({ role: 'network' });
    await create({ domain: 'mine.example.com', network: mine.id });
    await create({ domain: 'secret-other.example.com', network: other.id, company_name: 'Other Co' });
    const manager = await ctx.authAs('account_manager');
    await assignStaff(ctx, manager.user, { network: mine.id });
    const res = await req('GET', '/api/whitelist/status/', undefined, manager.authorization);
    expect(res.json<{ pending_list: Whitelabel[] }>()).toMatchObject({
      total: 1,
      pending: 1,
      pending_list: [{ domain: 'mine.example.com' }],
    });
    expect(res.json<{ pending_list: Whitelabel[] }>().pending_list).toHaveLength(1);
  });

  it('status is empty on an empty table', async () => {
    expect(sb(await req('GET', '/api/whitelist/status/'))).toEqual({
      status: 200,
      body: { total: 0, active: 0, pending: 0, suspended: 0, pending_list: [] },
    });
  });
});

describe('POST /api/whitelist/check/', () => {
  /** The main label's own images: an entry's branding falls back to them where it has none. */
  const mainImages = { logo: '/brand/logo.svg', logo_dark: '/brand/logo-dark.svg', favicon: '/brand/favicon.svg' };
  const main = {
    whitelisted: false,
    main: true,
    company_name: 'Pubdesk',
    ...mainImages,
    terms_link: '',
    privacy_link: '',
    allow_signup: false,
    report_time_zone: 'UTC',
  };

  it("gives an active entry's branding for its origin (port ignored), without signing in", async () => {
    const entry = await create({
      domain: 'localhost',
      status: 'active',
      company_name: 'Northwind Media',
      terms_link: 'https://northwind.example/terms',
      privacy_link: 'https://northwind.example/privacy',
      allow_signup: true,
    });
    const logo = (await upload(entry.id, [{ field: 'logo', data: PNG_1X1 }])).json<Whitelabel>().logo;
    const res = await check('http://localhost:8080');
    expect(sb(res)).toEqual({
      status: 200,
      body: {
        whitelisted: true,
        main: false,
        company_name: 'Northwind Media',
        logo,
        logo_dark: logo, // no dark logo: the light one
        favicon: mainImages.favicon, // no favicon: the main label's
        terms_link: 'https://northwind.example/terms',
        privacy_link: 'https://northwind.example/privacy',
        allow_signup: true,
        // The label's days are the platform's: one report zone for every label.
        report_time_zone: 'UTC',
      },
    });
    expect((await check('LOCALHOST')).json()).toMatchObject({ whitelisted: true });
  });

  it('gives the main label for pending, suspended and unknown domains', async () => {
    await create({ domain: 'pending.example.com', company_name: 'P' });
    await create({ domain: 'suspended.example.com', status: 'suspended', company_name: 'S' });
    for (const domain of [
      'https://pending.example.com',
      'suspended.example.com',
      'http://unknown.example.com:3000',
      '127.0.0.1:8080',
      '::nonsense::',
    ]) {
      expect({ domain, ...sb(await check(domain)) }).toEqual({ domain, status: 200, body: main });
    }
  });

  it('is answered from memory, which any change of the whitelist drops, even one made outside the API', async () => {
    await create({ domain: 'kept.example.com', status: 'active', company_name: 'Kept' });
    expect((await check('https://kept.example.com')).json()).toMatchObject({ whitelisted: true, company_name: 'Kept' });
    // Straight in the database: the trigger's notification drops this process's copy (on
    // PostgreSQL it arrives just after the commit, on the embedded database before it returns).
    const answer = async () => (await check('https://kept.example.com')).json<{ whitelisted: boolean; company_name: string }>();
    await ctx.database.query(`update whitelist set company_name = 'Renamed' where domain = 'kept.example.com'`);
    await waitFor('the renamed label', async () => (await answer()).company_name === 'Renamed', 2_000);
    await ctx.database.query(`update whitelist set status = 'suspended' where domain = 'kept.example.com'`);
    await waitFor('the suspended label', async () => !(await answer()).whitelisted, 2_000);
    expect(await answer()).toEqual(main);
  });

  it('validates the body', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/whitelist/check/', payload: {} });
    expect(sb(res)).toEqual({ status: 400, body: { domain: ['This field is required.'] } });
  });
});

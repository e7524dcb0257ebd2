import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { List, Whitelabel } from '@pubdesk/contract';
import { createTestContext, type TestContext } from './harness.js';
import { assignStaff, multipart, PNG_1X1, SVG_LOGO, TEXT_FILE, sb, type FilePart } from './helpers.js';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  admin = (await ctx.authAs('admin')).authorization;
});

const notFound = { detail: 'Not found.' };
const forbidden = { detail: 'You do not have permission to perform this action.' };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
const req = (method: Method, url: string, payload?: object, authorization = admin) =>
  ctx.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
const create = async (payload: object) => {
  const res = await req('POST', '/api/whitelist/', payload);
  expect(res.statusCode).toBe(201);
  return res.json<Whitelabel>();
};
const upload = (id: number, files: FilePart[], authorization = admin) => {
  const body = multipart(files);
  return ctx.app.inject({
    method: 'PATCH',
    url: `/api/whitelist/${id}/`,
    headers: { authorization, ...body.headers },
    payload: body.payload,
  });
};
const check = (domain: string) => ctx.app.inject({ method: 'POST', url: '/api/whitelist/check/', payload: { domain } });
const uploadedFiles = () => {
  const dir = path.join(ctx.config.uploadDir, 'whitelabel');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('POST /api/whitelist/', () => {
  it('creates an entry, normalising a URL to its lower-cased host', async () => {
    const network = await ctx.createUser({ role: 'network', firstName: 'Northwind', lastName: 'Media' });
    const res = await req('POST', '/api/whitelist/', {
      domain: 'https://Ads.Example.com/path?x=1',
      network: network.id,
      company_name: 'Northwind',
      terms_link: 'https://northwind.example/terms',
    });
    expect(sb(res)).toEqual({
      status: 201,
      body: {
        id: 1,
        domain: 'ads.example.com',
        network: network.id,
        network_name: 'Northwind Media',
        status: 'pending',
        company_name: 'Northwind',
        logo: null,
        logo_dark: null,
        favicon: null,
        terms_link: 'https://northwind.example/terms',
        privacy_link: '',
        allow_signup: false,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
  });

  it('refuses a duplicate domain, however it is written', async () => {
    await create({ domain: 'ads.example.com' });
    const res = await req('POST', '/api/whitelist/', { domain: 'HTTP://ADS.EXAMPLE.COM:8080/' });
    expect(sb(res)).toEqual({ status: 400, body: { domain: ['A whitelist entry with this domain already exists.'] } });
  });

  it('refuses an invalid domain', async () => {
    for (const domain of ['not a domain', 'ftp://files.example.com', 'exa_mple.com', '-bad.example.com']) {
      const res = await req('POST', '/api/whitelist/', { domain });
      expect({ domain, ...sb(res) }).toEqual({ domain, status: 400, body: { domain: ['Enter a valid domain or URL.'] } });
    }
    expect(sb(await req('POST', '/api/whitelist/', {}))).toEqual({ status: 400, body: { domain: ['This field is required.'] } });
    expect(sb(await req('POST', '/api/whitelist/', { domain: 'ok.example.com', terms_link: 'javascript:alert(1)' }))).toEqual({
      status: 400,
      body: { terms_link: ['Enter a valid URL.'] },
    });
  });

  it('requires the network to be a user with the network role', async () => {
    const publisher = await ctx.createUser({ role: 'publisher' });
    for (const network of [publisher.id, 9999]) {
      const res = await req('POST', '/api/whitelist/', { domain: 'ads.example.com', network });
      expect(sb(res)).toEqual({ status: 400, body: { network: ['Select a user with the network role.'] } });
    }
    const list = await req('GET', '/api/whitelist/');
    expect(list.json()).toMatchObject({ count: 0 });
  });
});

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

describe('/api/whitelist/:id/', () => {
  it('GET one; unknown id 404 for GET, PUT, PATCH and DELETE', async () => {
    const entry = await create({ domain: 'a.example.com' });
    expect(sb(await req('GET', `/api/whitelist/${entry.id}/`))).toEqual({ status: 200, body: entry });
    expect(sb(await req('GET', `/api/whitelist/${entry.id}`))).toEqual({ status: 200, body: entry });
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await req(
        method,
        '/api/whitelist/999/',
        method === 'PUT' || method === 'PATCH' ? { domain: 'z.example.com' } : undefined,
      );
      expect({ method, ...sb(res) }).toEqual({ method, status: 404, body: notFound });
    }
  });

  it('PUT replaces every field (omitted ones fall back to their defaults)', async () => {
    const network = await ctx.createUser({ role: 'network' });
    const entry = await create({ domain: 'a.example.com', network: network.id, status: 'active', company_name: 'A', allow_signup: true });
    const res = await req('PUT', `/api/whitelist/${entry.id}/`, { domain: 'https://B.example.com', company_name: 'B' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: entry.id,
      domain: 'b.example.com',
      network: null,
      network_name: null,
      status: 'pending',
      company_name: 'B',
      allow_signup: false,
    });
  });

  it('PATCH changes only the given fields and checks them', async () => {
    const entry = await create({ domain: 'a.example.com', company_name: 'A' });
    await create({ domain: 'taken.example.com' });
    const res = await req('PATCH', `/api/whitelist/${entry.id}/`, { status: 'suspended', allow_signup: true });
    expect(res.json()).toMatchObject({ domain: 'a.example.com', company_name: 'A', status: 'suspended', allow_signup: true });
    expect(sb(await req('PATCH', `/api/whitelist/${entry.id}/`, { domain: 'Taken.Example.com' }))).toEqual({
      status: 400,
      body: { domain: ['A whitelist entry with this domain already exists.'] },
    });
    expect(sb(await req('PATCH', `/api/whitelist/${entry.id}/`, { status: 'deleted' }))).toMatchObject({ status: 400 });
    const publisher = await ctx.createUser({ role: 'publisher' });
    expect(sb(await req('PATCH', `/api/whitelist/${entry.id}/`, { network: publisher.id }))).toEqual({
      status: 400,
      body: { network: ['Select a user with the network role.'] },
    });
    expect((await req('GET', `/api/whitelist/${entry.id}/`)).json()).toMatchObject({
      domain: 'a.example.com',
      status: 'suspended',
      network: null,
    });
  });

  it('DELETE removes the entry and its uploaded images', async () => {
    const entry = await create({ domain: 'a.example.com' });
    expect((await upload(entry.id, [{ field: 'logo', data: PNG_1X1 }])).statusCode).toBe(200);
    expect(uploadedFiles()).toHaveLength(1);
    const res = await req('DELETE', `/api/whitelist/${entry.id}/`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(sb(await req('GET', `/api/whitelist/${entry.id}/`))).toEqual({ status: 404, body: notFound });
    expect(uploadedFiles()).toEqual([]);
  });

  it('changing and deleting need the permissions read-only staff lack', async () => {
    const entry = await create({ domain: 'a.example.com' });
    const manager = await ctx.authAs('ad_operation');
    expect(sb(await req('PATCH', `/api/whitelist/${entry.id}/`, { status: 'active' }, manager.authorization))).toEqual({
      status: 403,
      body: forbidden,
    });
    expect(sb(await req('DELETE', `/api/whitelist/${entry.id}/`, undefined, manager.authorization))).toEqual({
      status: 403,
      body: forbidden,
    });
    expect((await req('GET', `/api/whitelist/${entry.id}/`)).json()).toMatchObject({ status: 'pending' });
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

  it('status is empty on an empty table', async () => {
    expect(sb(await req('GET', '/api/whitelist/status/'))).toEqual({
      status: 200,
      body: { total: 0, active: 0, pending: 0, suspended: 0, pending_list: [] },
    });
  });
});

describe('PATCH multipart images', () => {
  it('stores logo (PNG), logo_dark (SVG) and favicon, served from /media/whitelabel/', async () => {
    const entry = await create({ domain: 'a.example.com' });
    const res = await upload(entry.id, [
      { field: 'logo', data: PNG_1X1, contentType: 'image/png' },
      { field: 'logo_dark', data: SVG_LOGO, contentType: 'image/svg+xml' },
      { field: 'favicon', data: PNG_1X1 },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json<Whitelabel>();
    expect(body.logo).toMatch(/^\/media\/whitelabel\/[0-9a-f-]{36}\.png$/);
    expect(body.logo_dark).toMatch(/^\/media\/whitelabel\/[0-9a-f-]{36}\.svg$/);
    expect(body.favicon).toMatch(/^\/media\/whitelabel\/[0-9a-f-]{36}\.png$/);
    expect(uploadedFiles()).toHaveLength(3);

    const svg = await ctx.app.inject({ url: body.logo_dark! });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.headers['content-security-policy']).toContain('sandbox');
    expect(svg.body).toBe(SVG_LOGO.toString());

    // Replacing one image removes its old file and keeps the others.
    const again = await upload(entry.id, [{ field: 'logo', data: SVG_LOGO }]);
    const after = again.json<Whitelabel>();
    expect(after.logo).toMatch(/\.svg$/);
    expect(after.logo_dark).toBe(body.logo_dark);
    expect(after.favicon).toBe(body.favicon);
    expect((await ctx.app.inject({ url: body.logo! })).statusCode).toBe(404);
    expect(uploadedFiles()).toHaveLength(3);
  });

  it('refuses a non-image and changes nothing, even when other parts were fine', async () => {
    const entry = await create({ domain: 'a.example.com' });
    const res = await upload(entry.id, [
      { field: 'logo', data: PNG_1X1 },
      { field: 'favicon', data: TEXT_FILE, contentType: 'image/x-icon' },
    ]);
    expect(sb(res)).toEqual({ status: 400, body: { favicon: ['Upload a valid image: png, jpeg, gif, webp, svg, ico.'] } });
    expect((await req('GET', `/api/whitelist/${entry.id}/`)).json()).toMatchObject({ logo: null, favicon: null });
    expect(uploadedFiles()).toEqual([]);
  });

  it('refuses an unknown field and an empty upload', async () => {
    const entry = await create({ domain: 'a.example.com' });
    expect(sb(await upload(entry.id, [{ field: 'banner', data: PNG_1X1 }]))).toEqual({
      status: 400,
      body: { banner: ['Unknown upload field: banner.'] },
    });
    expect(sb(await upload(entry.id, []))).toEqual({ status: 400, body: { logo: ['No file was submitted.'] } });
    expect(sb(await upload(entry.id, [{ field: 'logo', data: Buffer.alloc(0) }]))).toEqual({
      status: 400,
      body: { logo: ['No file was submitted.'] },
    });
    expect((await req('GET', `/api/whitelist/${entry.id}/`)).json()).toMatchObject({ logo: null });
    expect(uploadedFiles()).toEqual([]);
  });

  it('unknown id 404; read-only staff 403', async () => {
    expect(sb(await upload(77, [{ field: 'logo', data: PNG_1X1 }]))).toEqual({ status: 404, body: notFound });
    const entry = await create({ domain: 'a.example.com' });
    const manager = await ctx.authAs('account_manager');
    expect(sb(await upload(entry.id, [{ field: 'logo', data: PNG_1X1 }], manager.authorization))).toEqual({ status: 403, body: forbidden });
  });
});

describe('POST /api/whitelist/check/', () => {
  const main = {
    whitelisted: false,
    main: true,
    company_name: 'Pubdesk',
    logo: '/brand/logo.svg',
    logo_dark: '/brand/logo-dark.svg',
    favicon: '/brand/favicon.svg',
    terms_link: '',
    privacy_link: '',
    allow_signup: false,
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
        favicon: '/brand/favicon.svg',
        terms_link: 'https://northwind.example/terms',
        privacy_link: 'https://northwind.example/privacy',
        allow_signup: true,
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

  it('validates the body', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/whitelist/check/', payload: {} });
    expect(sb(res)).toEqual({ status: 400, body: { domain: ['This field is required.'] } });
  });
});

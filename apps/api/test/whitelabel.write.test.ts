/** The white-label entries written: create, replace, change and delete, and their images. */
import { describe, expect, it } from 'vitest';
import type { Whitelabel } from '@pubdesk/contract';
import { PNG_1X1, SVG_LOGO, TEXT_FILE, actor, assignStaff, sb, withGrant } from './helpers.js';
import { notFound, forbidden } from './expected.js';
import { eachWhitelabelTest } from './whitelabel-fixtures.js';

const { ctx, req, create, upload, uploadedFiles } = eachWhitelabelTest();

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

  it("granted the permissions, a scoped manager writes only its networks' entries: another's is 404, another network none", async () => {
    const mine = await ctx.createUser({ role: 'network' });
    const theirs = await ctx.createUser({ role: 'network' });
    const own = await create({ domain: 'own.example.com', network: mine.id });
    const other = await create({ domain: 'other.example.com', network: theirs.id });
    const manager = await actor(ctx, 'ad_operation');
    await assignStaff(ctx, manager.user, { network: mine.id });
    await withGrant(ctx, 'ad_operation', 'whitelist.change_whitelist', () =>
      withGrant(ctx, 'ad_operation', 'whitelist.delete_whitelist', async () => {
        expect(sb(await manager.call('PATCH', `/api/whitelist/${other.id}/`, { status: 'active' }))).toEqual({
          status: 404,
          body: notFound,
        });
        expect(sb(await manager.call('DELETE', `/api/whitelist/${other.id}/`))).toEqual({ status: 404, body: notFound });
        expect(sb(await manager.call('PATCH', `/api/whitelist/${own.id}/`, { network: theirs.id }))).toEqual({
          status: 400,
          body: { network: ['Select a user with the network role.'] },
        });
        expect(sb(await manager.call('PATCH', `/api/whitelist/${own.id}/`, { status: 'active' }))).toMatchObject({ status: 200 });
        // Taking the entry out of every network would make it the platform's, out of the manager's sight.
        expect(sb(await manager.call('PATCH', `/api/whitelist/${own.id}/`, { network: null }))).toEqual({
          status: 400,
          body: { network: ['Select one of your networks.'] },
        });
      }),
    );
    expect((await req('GET', `/api/whitelist/${own.id}/`)).json()).toMatchObject({ network: mine.id });
    await withGrant(ctx, 'ad_operation', 'whitelist.add_whitelist', async () => {
      for (const body of [{ domain: 'orphan.example.com' }, { domain: 'orphan.example.com', network: null }]) {
        expect(sb(await manager.call('POST', '/api/whitelist/', body))).toEqual({
          status: 400,
          body: { network: ['Select one of your networks.'] },
        });
      }
      expect(sb(await manager.call('POST', '/api/whitelist/', { domain: 'new.example.com', network: mine.id }))).toMatchObject({
        status: 201,
        body: { network: mine.id },
      });
    });
    expect((await req('GET', '/api/whitelist/?search=orphan')).json()).toMatchObject({ count: 0 });
    expect((await req('GET', `/api/whitelist/${other.id}/`)).json()).toMatchObject({ status: 'pending', network: theirs.id });
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

import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiTypeNames, credentialsMask, type ExternalApi, type List } from '@pubdesk/contract';
import { buildApp } from '../src/app.js';
import { secretBox } from '../src/lib/secret-box.js';
import { externalApis } from '../src/modules/external-apis/index.js';
import { eachTestIn } from './harness.js';
import { actor, caller, rowCounts, sb, type Actor } from './helpers.js';
import { demandWorld } from './demand-fixtures.js';
import { notFound, forbidden, isoTime } from './expected.js';

const { ctx, world } = eachTestIn(demandWorld);

/** Credentials whose every part is distinctive, so a leak of any of them is found. */
const SECRET_KEY = 'PRIVATE-KEY-zq81xk-never-show-me';
const credentials = JSON.stringify({
  type: 'service_account',
  client_email: 'reports@acme-gam.iam.gserviceaccount.com',
  private_key: SECRET_KEY,
});
const noLeak = (text: string) => {
  expect(text).not.toContain(SECRET_KEY);
  expect(text).not.toContain('private_key');
};

const create = async (type: string, body: object, who: Actor = world.admin) => {
  const res = await who.call('POST', `/api/apis/${type}/`, { name: 'Acme GAM', shortname: 'acme-gam', code: credentials, ...body });
  expect(sb(res)).toMatchObject({ status: 201 });
  noLeak(res.body);
  return res.json<ExternalApi>();
};
const sealedOf = async (id: number) => {
  const [row] = await ctx.database.db.select({ codeSealed: externalApis.codeSealed }).from(externalApis).where(eq(externalApis.id, id));
  return row!.codeSealed;
};
const openSealed = (sealed: string) => secretBox(ctx.config.secret).open(sealed);

describe('GET /api/apis/types/', () => {
  it('lists the five API types in the list envelope', async () => {
    const res = await world.admin.call('GET', '/api/apis/types/');
    expect(sb(res)).toEqual({
      status: 200,
      body: {
        count: 5,
        next: null,
        previous: null,
        results: apiTypeNames.map((shortname) => ({ id: world.apiTypeIds[shortname], shortname })),
      },
    });
    expect(res.json<List<{ shortname: string }>>().results.map((t) => t.shortname)).toEqual([
      'admanager',
      'adsense',
      'aniview',
      'netlink',
      'postquare',
    ]);
  });

  it('is open to staff who run demand, not to networks or publishers', async () => {
    for (const role of ['account_manager', 'ad_operation', 'developer'] as const) {
      expect({ role, status: (await (await actor(ctx, role)).call('GET', '/api/apis/types/')).statusCode }).toEqual({ role, status: 200 });
    }
    for (const who of [world.netA, world.pubA, await actor(ctx, 'pre_activation')]) {
      expect(sb(await who.call('GET', '/api/apis/types/'))).toEqual({ status: 403, body: forbidden });
      expect(sb(await who.call('GET', '/api/apis/'))).toEqual({ status: 403, body: forbidden });
      expect(sb(await who.call('GET', '/api/apis/admanager/'))).toEqual({ status: 403, body: forbidden });
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/apis/types/' })).statusCode).toBe(401);
  });
});

describe('POST /api/apis/:type/', () => {
  it('creates an API of the path type, masking the credentials and deriving the account e-mail', async () => {
    const res = await world.admin.call('POST', '/api/apis/adsense/', {
      name: 'Acme AdSense',
      shortname: 'acme',
      code: credentials,
      priority: 3,
    });
    expect(sb(res)).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        type: 'adsense',
        name: 'Acme AdSense',
        shortname: 'acme',
        code: credentialsMask,
        priority: 3,
        status: 'active',
        accountEmail: 'reports@acme-gam.iam.gserviceaccount.com',
        created_at: isoTime,
      },
    });
    noLeak(res.body);
    // The type in the body may repeat the path's.
    expect(await create('aniview', { type: 'aniview', code: 'user=ops@acme.example;token=t', status: 'suspended' })).toMatchObject({
      type: 'aniview',
      status: 'suspended',
      accountEmail: 'ops@acme.example',
      code: credentialsMask,
    });
    expect(await create('netlink', { code: 'token-only' })).toMatchObject({ accountEmail: '' });
  });

  it('stores the credentials sealed: the column holds no plaintext and opens to them', async () => {
    const api = await create('admanager', {});
    const sealed = await sealedOf(api.id);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(SECRET_KEY);
    expect(sealed).not.toContain('reports@acme');
    expect(openSealed(sealed)).toBe(credentials);
  });

  it('refuses bad fields, a type that differs from the path, and an unknown type; nothing is saved', async () => {
    const valid = { name: 'Acme', shortname: 'acme', code: credentials };
    const cases: Array<[object, Record<string, string[]>]> = [
      [{ name: 'Acme', shortname: 'acme' }, { code: ['This field is required.'] }],
      [{ ...valid, code: '' }, { code: ['This field may not be blank.'] }],
      [{ ...valid, code: '   ' }, { code: ['This field may not be blank.'] }],
      [{ ...valid, code: 'x'.repeat(20001) }, { code: ['Ensure this field has no more than 20000 characters.'] }],
      [{ ...valid, shortname: 'Acme GAM' }, { shortname: ['Use lower-case letters, digits, - and _ only.'] }],
      [{ ...valid, name: ' ' }, { name: ['This field may not be blank.'] }],
      [{ ...valid, priority: -1 }, { priority: ['Ensure this value is greater than or equal to 0.'] }],
      [{ ...valid, priority: 'high' }, { priority: ['A valid integer is required.'] }],
      [{ ...valid, status: 'pending' }, { status: ['Select a valid choice.'] }],
      [{ ...valid, type: 'facebook' }, { type: ['Select a valid choice.'] }],
      [{ ...valid, type: 'adsense' }, { type: ['Create an API of type "adsense" at /apis/adsense/.'] }],
      [{ ...valid, shortname: '' }, { shortname: ['This field may not be blank.'] }],
    ];
    for (const [payload, body] of cases) {
      const res = await world.admin.call('POST', '/api/apis/admanager/', payload);
      expect({ payload: JSON.stringify(payload).slice(0, 80), ...sb(res) }).toEqual({
        payload: JSON.stringify(payload).slice(0, 80),
        status: 400,
        body,
      });
      noLeak(res.body);
    }
    expect(sb(await world.admin.call('POST', '/api/apis/facebook/', valid))).toEqual({ status: 404, body: notFound });
    expect(await rowCounts(ctx, ['external_apis'])).toEqual({ external_apis: 0 });
  });

  it('refuses a shortname already used by an API of the same type; another type may use it', async () => {
    await create('admanager', {});
    const res = await world.admin.call('POST', '/api/apis/admanager/', { name: 'Other', shortname: 'acme-gam', code: credentials });
    expect(sb(res)).toEqual({ status: 400, body: { shortname: ['An API of this type with this shortname already exists.'] } });
    noLeak(res.body);
    await create('adsense', {});
    expect(await rowCounts(ctx, ['external_apis'])).toEqual({ external_apis: 2 });
  });

  it('is for admins: account managers and ad operations may not create or change one', async () => {
    const api = await create('admanager', {});
    for (const role of ['account_manager', 'ad_operation'] as const) {
      const who = await actor(ctx, role);
      expect(sb(await who.call('POST', '/api/apis/admanager/', { name: 'X', shortname: 'x', code: credentials }))).toEqual({
        status: 403,
        body: forbidden,
      });
      expect(sb(await who.call('PATCH', `/api/apis/admanager/${api.id}/`, { name: 'X' }))).toEqual({ status: 403, body: forbidden });
      // They still read it, masked.
      expect(sb(await who.call('GET', `/api/apis/admanager/${api.id}/`))).toEqual({ status: 200, body: api });
    }
    expect(sb(await world.netA.call('POST', '/api/apis/admanager/', { name: 'X', shortname: 'x', code: credentials }))).toEqual({
      status: 403,
      body: forbidden,
    });
    expect(await rowCounts(ctx, ['external_apis'])).toEqual({ external_apis: 1 });
    expect(
      (await (await actor(ctx, 'organization')).call('POST', '/api/apis/adsense/', { name: 'X', shortname: 'x', code: credentials }))
        .statusCode,
    ).toBe(201);
  });
});

describe('GET /api/apis/ and /api/apis/:type/', () => {
  it('lists every type or one, by type then priority; searches; pages; never shows the credentials', async () => {
    const gamB = await create('admanager', { name: 'GAM B', shortname: 'gam-b', priority: 2 });
    const gamA = await create('admanager', { name: 'GAM A', shortname: 'gam-a', priority: 1 });
    const sense = await create('adsense', {
      name: 'Sense',
      shortname: 'sense',
      code: JSON.stringify({ email: 'money@sense.example', key: SECRET_KEY }),
    });
    const all = await world.admin.call('GET', '/api/apis/');
    noLeak(all.body);
    expect(sb(all)).toEqual({ status: 200, body: { count: 3, next: null, previous: null, results: [gamA, gamB, sense] } });
    const one = await world.admin.call('GET', '/api/apis/admanager/');
    noLeak(one.body);
    expect(one.json()).toEqual({ count: 2, next: null, previous: null, results: [gamA, gamB] });
    expect((await world.admin.call('GET', '/api/apis/netlink/')).json()).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect(sb(await world.admin.call('GET', '/api/apis/facebook/'))).toEqual({ status: 404, body: notFound });

    const names = async (url: string) => (await world.admin.call('GET', url)).json<List<ExternalApi>>().results.map((a) => a.name);
    expect(await names('/api/apis/?search=gam-')).toEqual(['GAM A', 'GAM B']);
    expect(await names('/api/apis/?search=MONEY@')).toEqual(['Sense']);
    expect(await names('/api/apis/admanager/?search=sense')).toEqual([]);
    expect(await names(`/api/apis/?search=${SECRET_KEY}`)).toEqual([]); // the credentials are not searched
    const paged = (await world.admin.call('GET', '/api/apis/?page=2&limit=2')).json<List<ExternalApi>>();
    expect(paged).toMatchObject({ count: 3, next: null, results: [sense] });
    expect(paged.previous).toEqual(expect.stringContaining('limit=2'));
  });

  it('answers one under its own type; another type, or an unknown id, is 404', async () => {
    const api = await create('adsense', {});
    const res = await world.admin.call('GET', `/api/apis/adsense/${api.id}/`);
    expect(sb(res)).toEqual({ status: 200, body: api });
    noLeak(res.body);
    expect(sb(await world.admin.call('GET', `/api/apis/admanager/${api.id}/`))).toEqual({ status: 404, body: notFound });
    expect(sb(await world.admin.call('GET', `/api/apis/facebook/${api.id}/`))).toEqual({ status: 404, body: notFound });
    expect(sb(await world.admin.call('GET', '/api/apis/adsense/9999/'))).toEqual({ status: 404, body: notFound });
  });
});

describe('PATCH /api/apis/:type/:id/', () => {
  it("keeps the stored credentials when code is '' or left out; a new code replaces them", async () => {
    const api = await create('admanager', {});
    const url = `/api/apis/admanager/${api.id}/`;
    const before = await sealedOf(api.id);

    const blank = await world.admin.call('PATCH', url, { name: 'Renamed', code: '' });
    expect(sb(blank)).toEqual({ status: 200, body: { ...api, name: 'Renamed' } });
    noLeak(blank.body);
    expect(await sealedOf(api.id)).toBe(before);
    expect((await world.admin.call('PATCH', url, { priority: 7 })).json()).toMatchObject({ priority: 7, code: credentialsMask });
    expect(await sealedOf(api.id)).toBe(before);
    expect(openSealed(await sealedOf(api.id))).toBe(credentials);

    const fresh = JSON.stringify({ client_email: 'new@acme.example', private_key: `${SECRET_KEY}-2` });
    const changed = await world.admin.call('PATCH', url, { code: fresh });
    expect(sb(changed)).toEqual({ status: 200, body: { ...api, name: 'Renamed', priority: 7, accountEmail: 'new@acme.example' } });
    noLeak(changed.body);
    expect(await sealedOf(api.id)).not.toBe(before);
    expect(openSealed(await sealedOf(api.id))).toBe(fresh);
  });

  it('moves the API to another type; refuses a shortname taken there and bad fields', async () => {
    const api = await create('admanager', {});
    await create('aniview', { name: 'Taken', shortname: 'taken' });
    const moved = await world.admin.call('PATCH', `/api/apis/admanager/${api.id}/`, { type: 'adsense' });
    expect(sb(moved)).toEqual({ status: 200, body: { ...api, type: 'adsense' } });
    expect(sb(await world.admin.call('GET', `/api/apis/admanager/${api.id}/`))).toEqual({ status: 404, body: notFound });
    expect(sb(await world.admin.call('GET', `/api/apis/adsense/${api.id}/`))).toMatchObject({ status: 200, body: { type: 'adsense' } });
    // A demand source read through it follows it, and never carries the credentials either.
    const supplier = await world.admin.call('POST', '/api/suppliers/', { name: 'Acme', type: 'automatic', api_id: api.id });
    expect(supplier.json()).toMatchObject({ api: { id: api.id, type: 'adsense', name: 'Acme GAM' } });
    noLeak(supplier.body);
    noLeak((await world.admin.call('GET', '/api/suppliers/')).body);

    const url = `/api/apis/adsense/${api.id}/`;
    expect(sb(await world.admin.call('PATCH', url, { type: 'aniview', shortname: 'taken' }))).toEqual({
      status: 400,
      body: { shortname: ['An API of this type with this shortname already exists.'] },
    });
    expect(sb(await world.admin.call('PATCH', url, { shortname: 'Bad Name' }))).toEqual({
      status: 400,
      body: { shortname: ['Use lower-case letters, digits, - and _ only.'] },
    });
    expect(sb(await world.admin.call('PATCH', url, { type: 'facebook' }))).toEqual({
      status: 400,
      body: { type: ['Select a valid choice.'] },
    });
    expect(sb(await world.admin.call('PATCH', url, { status: 'pending' }))).toEqual({
      status: 400,
      body: { status: ['Select a valid choice.'] },
    });
    expect(sb(await world.admin.call('GET', url))).toEqual({ status: 200, body: { ...api, type: 'adsense' } });
    expect(sb(await world.admin.call('PATCH', '/api/apis/adsense/9999/', { name: 'x' }))).toEqual({ status: 404, body: notFound });
    expect(sb(await world.admin.call('PATCH', `/api/apis/admanager/${api.id}/`, { name: 'x' }))).toEqual({ status: 404, body: notFound });
  });
});

describe('credentials in the logs', () => {
  it('never appear in a log line, at trace level, on success or on a 400', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({ config: ctx.config, database: ctx.database, logger: { level: 'trace', stream } });
    await app.ready();
    try {
      const call = caller({ ...ctx, app }, world.admin.authorization);
      const created = await call('POST', '/api/apis/admanager/', { name: 'Logged', shortname: 'logged', code: credentials });
      expect(created.statusCode).toBe(201);
      const { id } = created.json<ExternalApi>();
      const responses = [
        created,
        await call('POST', '/api/apis/admanager/', { name: 'Bad', shortname: 'Not Valid!', code: credentials }),
        await call('POST', '/api/apis/admanager/', { name: 'Dup', shortname: 'logged', code: credentials }),
        await call('POST', '/api/apis/admanager/', { name: 'Bad type', shortname: 'ok', code: credentials, type: 'adsense' }),
        await call('GET', '/api/apis/'),
        await call('GET', `/api/apis/admanager/${id}/`),
        await call('PATCH', `/api/apis/admanager/${id}/`, { code: credentials, priority: -5 }),
        await call('PATCH', `/api/apis/admanager/${id}/`, { code: credentials }),
      ];
      expect(responses.map((r) => r.statusCode)).toEqual([201, 400, 400, 400, 200, 200, 400, 200]);
      for (const r of responses) noLeak(r.body);
      // The capture works: every request is logged, with its URL.
      expect(lines.filter((l) => l.includes('"url":"/api/apis/admanager/"')).length).toBeGreaterThanOrEqual(4);
      for (const line of lines) noLeak(line);
    } finally {
      await app.close();
    }
  });
});

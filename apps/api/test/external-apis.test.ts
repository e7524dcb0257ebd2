import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiTypeNames, credentialsMask, type ApiTypeName, type ExternalApi, type List } from '@pubdesk/contract';
import { buildApp } from '../src/app.js';
import { secretBox } from '../src/lib/secret-box.js';
import { externalApis } from '../src/modules/external-apis/index.js';
import { importRuns } from '../src/modules/imports/index.js';
import { eachTestIn } from './harness.js';
import { actor, caller, rowCounts, sb, type Actor } from './helpers.js';
import { apiCredentials, demandWorld, seedSupplier } from './demand-fixtures.js';
import { notFound, forbidden, isoTime } from './expected.js';
import { oauthClient, serviceAccountKey, wrongPrivateKey } from './stand-ins/google-token.js';

const { ctx, world } = eachTestIn(demandWorld);

/**
 * Credentials of each type in the shape its connector signs in with, every secret part of them
 * distinctive so a leak of any of them is found: the private keys' material (a line from the
 * middle of each PEM), the key id, and values marked MARK.
 */
const MARK = 'zq81xk-never-show-me';
const keyLine = (pem: string) => pem.split('\n')[5]!;
const secrets = [MARK, keyLine(serviceAccountKey.private_key), keyLine(wrongPrivateKey), serviceAccountKey.private_key_id];
/** Ad Manager: the fixture service account's key file with "network_code" added. */
const gamCode = (over: Record<string, unknown> = {}) =>
  JSON.stringify({ ...serviceAccountKey, client_email: 'reports@acme-gam.iam.gserviceaccount.com', network_code: '21700000', ...over });
/** AdSense: an OAuth client, the refresh token its user granted, and the account. */
const senseCode = (over: Record<string, unknown> = {}) =>
  JSON.stringify({ ...oauthClient, client_secret: `GOCSPX-${MARK}`, refresh_token: `1//${MARK}`, ...over });
/** AniView: the login, its password and the account id. */
const aniviewCode = (over: Record<string, unknown> = {}) =>
  JSON.stringify({ id: 'ops@acme.example', password: `pw-${MARK}`, accountId: 'acme', ...over });
const credentials = gamCode();
const codes: Record<ApiTypeName, string> = {
  admanager: credentials,
  adsense: senseCode(),
  aniview: aniviewCode(),
  netlink: `token-${MARK}`,
  postquare: `token-${MARK}`,
};
const noLeak = (text: string) => {
  for (const secret of secrets) expect(text).not.toContain(secret);
  // Nor their structure: no "private_key" field, escaped or not (a refusal may name it).
  expect(text).not.toMatch(/private_key\\*"\s*:/);
};

const create = async (type: ApiTypeName, body: object, who: Actor = world.admin) => {
  const res = await who.call('POST', `/api/apis/${type}/`, { name: 'Acme GAM', shortname: 'acme-gam', code: codes[type], ...body });
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
    const res = await world.admin.call('POST', '/api/apis/admanager/', {
      name: 'Acme GAM',
      shortname: 'acme',
      code: credentials,
      priority: 3,
    });
    expect(sb(res)).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        type: 'admanager',
        name: 'Acme GAM',
        shortname: 'acme',
        code: credentialsMask,
        priority: 3,
        status: 'active',
        // The service account key file's client_email.
        accountEmail: 'reports@acme-gam.iam.gserviceaccount.com',
        last_import: null,
        created_at: isoTime,
      },
    });
    noLeak(res.body);
    // The type in the body may repeat the path's; an AniView login is an address.
    expect(await create('aniview', { type: 'aniview', status: 'suspended' })).toMatchObject({
      type: 'aniview',
      status: 'suspended',
      accountEmail: 'ops@acme.example',
      code: credentialsMask,
    });
    expect(await create('adsense', { code: senseCode({ account_email: 'money@sense.example' }) })).toMatchObject({
      type: 'adsense',
      accountEmail: 'money@sense.example',
    });
    expect(await create('netlink', { code: 'token-only' })).toMatchObject({ accountEmail: '' });
  });

  it('accepts well-formed credentials of every type, and any text for the types without a reporting connector', async () => {
    for (const type of apiTypeNames) {
      expect(await create(type, { shortname: 'fixture', code: apiCredentials(type, 7) })).toMatchObject({
        type,
        accountEmail: 'svc7@example.iam.gserviceaccount.com',
      });
    }
    // A numeric network code is a network code too.
    await create('admanager', { code: gamCode({ network_code: 21700000 }) });
    // Netlink and Postquare publish no reporting API: their code is free text, JSON or not.
    for (const type of ['netlink', 'postquare'] as const) {
      expect(await create(type, { shortname: 'free', code: 'not json {' })).toMatchObject({ type, code: credentialsMask });
      expect(await create(type, { shortname: 'gam-shaped', code: gamCode({ network_code: undefined }) })).toMatchObject({ type });
      expect(await create(type, { shortname: 'account-only', code: 'ops@acme.example' })).toMatchObject({
        accountEmail: 'ops@acme.example',
      });
    }
    expect(await rowCounts(ctx, ['external_apis'])).toEqual({ external_apis: 12 });
  });

  it("refuses credentials not in the shape the type's connector signs in with, with its reason; nothing is saved", async () => {
    const cases: Array<[ApiTypeName, string, string]> = [
      ['admanager', 'not json', 'Paste the service account JSON key file, with "network_code" added.'],
      ['admanager', '["a", "list"]', 'Paste the service account JSON key file, with "network_code" added.'],
      ['admanager', gamCode({ type: 'authorized_user' }), 'The key file must be a service account key ("type": "service_account").'],
      ['admanager', senseCode(), 'The key file must be a service account key ("type": "service_account").'],
      ['admanager', gamCode({ client_email: undefined }), 'The key file lacks its "client_email".'],
      ['admanager', gamCode({ network_code: undefined }), 'Add "network_code" to the key file: the Ad Manager network code (digits).'],
      ['admanager', gamCode({ network_code: 'northwind' }), 'Add "network_code" to the key file: the Ad Manager network code (digits).'],
      [
        'admanager',
        gamCode({ private_key: `PRIVATE-KEY-${MARK}` }),
        'The key file lacks its "private_key" (a PEM key, "-----BEGIN PRIVATE KEY-----").',
      ],
      [
        'admanager',
        gamCode({ private_key: `-----BEGIN PRIVATE KEY-----\n${MARK}\n-----END PRIVATE KEY-----\n` }),
        'The key file\'s "private_key" is not a readable PEM private key.',
      ],
      ['adsense', 'not json', 'Paste the AdSense credentials as JSON: {"client_id", "client_secret", "refresh_token", "account"}.'],
      [
        'adsense',
        senseCode({ refresh_token: undefined }),
        'Add "refresh_token": the refresh token the account owner granted (scope adsense.readonly).',
      ],
      ['adsense', senseCode({ client_secret: ' ' }), 'Add "client_secret": the OAuth client secret.'],
      [
        'adsense',
        senseCode({ account: 'pub-1000000000000001' }),
        'Add "account": the AdSense account, "accounts/pub-" followed by the publisher ID digits.',
      ],
      // A service account key file is not AdSense's shape (AdSense allows user consent only).
      ['adsense', credentials, 'Add "client_secret": the OAuth client secret.'],
      [
        'aniview',
        `user=ops@acme.example;token=${MARK}`,
        'The credentials must be JSON: {"id": "...", "password": "...", "accountId": "..."}.',
      ],
      ['aniview', aniviewCode({ password: undefined }), 'The credentials need password (non-empty text).'],
      ['aniview', aniviewCode({ id: ' ', accountId: 42 }), 'The credentials need id, accountId (non-empty text).'],
      ['aniview', credentials, 'The credentials need id, password, accountId (non-empty text).'],
    ];
    for (const [type, code, message] of cases) {
      const res = await world.admin.call('POST', `/api/apis/${type}/`, { name: 'Acme', shortname: 'acme', code });
      expect({ type, code: code.slice(0, 60), ...sb(res) }).toEqual({
        type,
        code: code.slice(0, 60),
        status: 400,
        body: { code: [message] },
      });
      noLeak(res.body);
    }
    expect(await rowCounts(ctx, ['external_apis'])).toEqual({ external_apis: 0 });

    // A new code on a saved API is checked the same way; the stored one is kept.
    const api = await create('admanager', {});
    const before = await sealedOf(api.id);
    const res = await world.admin.call('PATCH', `/api/apis/admanager/${api.id}/`, {
      name: 'Renamed',
      code: gamCode({ network_code: undefined }),
    });
    expect(sb(res)).toEqual({
      status: 400,
      body: { code: ['Add "network_code" to the key file: the Ad Manager network code (digits).'] },
    });
    noLeak(res.body);
    expect(await sealedOf(api.id)).toBe(before);
    expect(sb(await world.admin.call('GET', `/api/apis/admanager/${api.id}/`))).toEqual({ status: 200, body: api });
  });

  it('stores the credentials sealed: the column holds no plaintext and opens to them', async () => {
    const api = await create('admanager', {});
    const sealed = await sealedOf(api.id);
    expect(sealed).toMatch(/^v1\./);
    for (const secret of secrets) expect(sealed).not.toContain(secret);
    expect(sealed).not.toContain('reports@acme');
    expect(sealed).not.toContain('private_key');
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
      (await (await actor(ctx, 'organization')).call('POST', '/api/apis/adsense/', { name: 'X', shortname: 'x', code: codes.adsense }))
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
      code: senseCode({ account_email: 'money@sense.example' }),
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
    expect(await names(`/api/apis/?search=${MARK}`)).toEqual([]); // the credentials are not searched
    expect(await names('/api/apis/?search=21700000')).toEqual([]);
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

    // Another service account, with another key.
    const fresh = gamCode({ client_email: 'new@acme.example', private_key: wrongPrivateKey, network_code: '21700001' });
    const changed = await world.admin.call('PATCH', url, { code: fresh });
    expect(sb(changed)).toEqual({ status: 200, body: { ...api, name: 'Renamed', priority: 7, accountEmail: 'new@acme.example' } });
    noLeak(changed.body);
    expect(await sealedOf(api.id)).not.toBe(before);
    expect(openSealed(await sealedOf(api.id))).toBe(fresh);
  });

  it('moves the API to another type; refuses a shortname taken there and bad fields', async () => {
    const api = await create('admanager', {});
    await create('aniview', { name: 'Taken', shortname: 'taken' });
    // With credentials of the new type's shape, which replace the stored ones.
    const moved = await world.admin.call('PATCH', `/api/apis/admanager/${api.id}/`, {
      type: 'adsense',
      code: senseCode({ account_email: 'money@sense.example' }),
    });
    expect(sb(moved)).toEqual({ status: 200, body: { ...api, type: 'adsense', accountEmail: 'money@sense.example' } });
    noLeak(moved.body);
    expect(sb(await world.admin.call('GET', `/api/apis/admanager/${api.id}/`))).toEqual({ status: 404, body: notFound });
    expect(sb(await world.admin.call('GET', `/api/apis/adsense/${api.id}/`))).toMatchObject({ status: 200, body: { type: 'adsense' } });
    // A demand source read through it follows it, and never carries the credentials either.
    const supplier = await world.admin.call('POST', '/api/suppliers/', { name: 'Acme', type: 'automatic', api_id: api.id });
    expect(supplier.json()).toMatchObject({ api: { id: api.id, type: 'adsense', name: 'Acme GAM' } });
    noLeak(supplier.body);
    noLeak((await world.admin.call('GET', '/api/suppliers/')).body);

    const url = `/api/apis/adsense/${api.id}/`;
    expect(sb(await world.admin.call('PATCH', url, { type: 'aniview', shortname: 'taken', code: codes.aniview }))).toEqual({
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
    expect(sb(await world.admin.call('GET', url))).toEqual({
      status: 200,
      body: { ...api, type: 'adsense', accountEmail: 'money@sense.example' },
    });
    expect(openSealed(await sealedOf(api.id))).toBe(senseCode({ account_email: 'money@sense.example' }));
    expect(sb(await world.admin.call('PATCH', '/api/apis/adsense/9999/', { name: 'x' }))).toEqual({ status: 404, body: notFound });
    expect(sb(await world.admin.call('PATCH', `/api/apis/admanager/${api.id}/`, { name: 'x' }))).toEqual({ status: 404, body: notFound });
  });

  it('refuses a move to a type whose connector cannot read the stored credentials; nothing changes', async () => {
    const api = await create('admanager', {});
    const url = `/api/apis/admanager/${api.id}/`;
    const before = await sealedOf(api.id);
    // Ad Manager's key file is not AniView's (or AdSense's) shape, whether code is left out or ''.
    const notAniview = { status: 400, body: { code: ['The credentials need id, password, accountId (non-empty text).'] } };
    for (const patch of [{ type: 'aniview' }, { type: 'aniview', code: '' }, { type: 'aniview', name: 'Moved', priority: 4 }]) {
      const res = await world.admin.call('PATCH', url, patch);
      expect({ patch, ...sb(res) }).toEqual({ patch, ...notAniview });
      noLeak(res.body);
    }
    expect(sb(await world.admin.call('PATCH', url, { type: 'adsense' }))).toEqual({
      status: 400,
      body: { code: ['Add "client_secret": the OAuth client secret.'] },
    });
    // A new code is checked against the new type, not the current one.
    expect(sb(await world.admin.call('PATCH', url, { type: 'aniview', code: credentials }))).toEqual(notAniview);
    expect(sb(await world.admin.call('GET', url))).toEqual({ status: 200, body: api });
    expect(sb(await world.admin.call('GET', `/api/apis/aniview/${api.id}/`))).toEqual({ status: 404, body: notFound });
    expect(await sealedOf(api.id)).toBe(before);

    // Netlink reads any text: the stored credentials move with it as they are.
    const moved = await world.admin.call('PATCH', url, { type: 'netlink' });
    expect(sb(moved)).toEqual({ status: 200, body: { ...api, type: 'netlink' } });
    expect(await sealedOf(api.id)).toBe(before);
    // Back to Ad Manager they are read again, and fit.
    expect(sb(await world.admin.call('PATCH', `/api/apis/netlink/${api.id}/`, { type: 'admanager' }))).toEqual({ status: 200, body: api });
  });
});

describe('last_import', () => {
  it('is null before any import, then the newest run through the API: its state and when it ended', async () => {
    const api = await create('admanager', {});
    expect(api.last_import).toBeNull();
    const one = async () => (await world.admin.call('GET', `/api/apis/admanager/${api.id}/`)).json<ExternalApi>().last_import;
    const listed = async () => (await world.admin.call('GET', '/api/apis/')).json<List<ExternalApi>>().results.map((a) => a.last_import);
    expect(await one()).toBeNull();
    expect(await listed()).toEqual([null]);

    const supplier = await seedSupplier(ctx, { type: 'automatic', apiId: api.id });
    const run = { supplierId: supplier.id, apiId: api.id, start: '2025-03-01', end: '2025-03-03', trigger: 'schedule' as const };
    await ctx.database.db.insert(importRuns).values({ ...run, state: 'failed', finishedAt: new Date('2025-03-03T06:00:00Z') });
    await ctx.database.db.insert(importRuns).values({ ...run, state: 'done', finishedAt: new Date('2025-03-04T06:01:02.345Z') });
    expect(await one()).toEqual({ state: 'done', finished_at: '2025-03-04T06:01:02.345Z' });
    expect(await listed()).toEqual([{ state: 'done', finished_at: '2025-03-04T06:01:02.345Z' }]);
    // A run still under way has not ended.
    await ctx.database.db.insert(importRuns).values({ ...run, state: 'running' });
    expect(await one()).toEqual({ state: 'running', finished_at: null });
    // Another API's runs are not its.
    expect((await create('netlink', {})).last_import).toBeNull();
    expect(await listed()).toEqual([{ state: 'running', finished_at: null }, null]);
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
        // Refused credentials, of the wrong shape or the wrong type.
        await call('POST', '/api/apis/admanager/', { name: 'Bad code', shortname: 'ok', code: gamCode({ network_code: undefined }) }),
        await call('POST', '/api/apis/admanager/', {
          name: 'Bad key',
          shortname: 'ok',
          code: gamCode({ private_key: `PRIVATE-KEY-${MARK}` }),
        }),
        await call('POST', '/api/apis/adsense/', { name: 'Wrong type', shortname: 'ok', code: credentials }),
        await call('POST', '/api/apis/aniview/', { name: 'Not JSON', shortname: 'ok', code: `user=ops;password=${MARK}` }),
        await call('PATCH', `/api/apis/admanager/${id}/`, { type: 'aniview' }),
        await call('GET', '/api/apis/'),
        await call('GET', `/api/apis/admanager/${id}/`),
        await call('PATCH', `/api/apis/admanager/${id}/`, { code: credentials, priority: -5 }),
        await call('PATCH', `/api/apis/admanager/${id}/`, { code: credentials }),
      ];
      expect(responses.map((r) => r.statusCode)).toEqual([201, 400, 400, 400, 400, 400, 400, 400, 400, 200, 200, 400, 200]);
      for (const r of responses) noLeak(r.body);
      // The capture works: every request is logged, with its URL.
      expect(lines.filter((l) => l.includes('"url":"/api/apis/admanager/"')).length).toBeGreaterThanOrEqual(6);
      expect(lines.some((l) => l.includes('"url":"/api/apis/aniview/"'))).toBe(true);
      for (const line of lines) noLeak(line);
    } finally {
      await app.close();
    }
  });
});

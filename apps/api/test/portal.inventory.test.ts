import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, type ImpersonationResponse, type Invoice, type List, type Share, type Website } from '@pubdesk/contract';
import { auditLogs } from '../src/modules/audit/audit.table.js';
import { assignments } from '../src/modules/assignments/index.js';
import { shares } from '../src/modules/shares/index.js';
import { invoices } from '../src/modules/wallets/invoices.table.js';
import { eachTestIn } from './harness.js';
import { actor, rowCounts, sb, withGrant, type Actor } from './helpers.js';
import { seedAds, seedData, seedPlacementGroup, seedSupplier } from './demand-fixtures.js';
import { dayOf, statisticsWorld } from './statistics-fixtures.js';
import { bearer } from './users-fixtures.js';
import { forbidden, notFound } from './expected.js';

/**
 * What the portal (issue 29) needs of the inventory API, for networks, publishers and sign-ups:
 * websites they add wait for staff as `pending` and only staff change a status; a website's
 * ads.txt; one invoice as a file; and no share percentage a publisher could read, nor one that
 * would give a network the gross.
 */
const { ctx, world: w } = eachTestIn(statisticsWorld);

const newSite = { name: 'Portal Site', url: 'https://portal-site.example.com', category: 'news' };
const statusByStaff = { status: [messages.websites.statusByStaff] };
/** Assigns a publisher to a network, as staff do through `/assigned/`. */
const assign = (network: Actor, publisher: Actor) =>
  ctx.database.db.insert(assignments).values({ networkId: network.user.id, publisherId: publisher.user.id });
const create = async (who: Actor['call'], body: object = {}) => {
  const res = await who('POST', '/api/websites/', { ...newSite, ...body });
  expect(sb(res)).toMatchObject({ status: 201 });
  return res.json<Website>();
};
const websiteRow = async (id: number) => (await w.admin.call('GET', `/api/websites/${id}/`)).json<Website>();

describe('websites added by networks, publishers and sign-ups', () => {
  it('are created pending whatever status is sent; a publisher cannot pick the network, and gets their single assigned one', async () => {
    await assign(w.netA, w.pubA);
    const mine = await create(w.pubA.call, { status: 'active', network: w.netB.user.id, publisher: w.pubB.user.id });
    expect(mine).toMatchObject({ status: 'pending', network: w.netA.user.id, publisher: w.pubA.user.id });
    expect(await websiteRow(mine.id)).toMatchObject({ status: 'pending', network: w.netA.user.id, publisher: w.pubA.user.id });
    // The network now sees it (pending, for staff to approve).
    expect(sb(await w.netA.call('GET', `/api/websites/${mine.id}/`))).toMatchObject({ status: 200, body: { status: 'pending' } });

    for (const status of ['active', 'suspended', 'draft', 'in-active', 'pending']) {
      const theirs = await create(w.netA.call, { name: `Net ${status}`, status, publisher: w.pubA.user.id });
      expect({ status, site: theirs }).toMatchObject({ status, site: { status: 'pending', network: w.netA.user.id } });
    }

    // No assigned network, or two: none.
    expect(await create(w.pubB.call, { status: 'active' })).toMatchObject({ status: 'pending', network: null, publisher: w.pubB.user.id });
    await assign(w.netA, w.pubB);
    await assign(w.netB, w.pubB);
    expect(await create(w.pubB.call)).toMatchObject({ status: 'pending', network: null });

    // The wizard holds them too.
    const wizard = await w.netA.call('POST', '/api/websites/stages/', { website: { ...newSite, name: 'Wizard Site', status: 'active' } });
    expect(sb(wizard)).toMatchObject({ status: 201, body: { website: { status: 'pending', network: w.netA.user.id } } });

    // Staff keep choosing the status.
    expect(await create(w.admin.call, { status: 'active' })).toMatchObject({ status: 'active', network: null });
  });

  it('a sign-up (pre_activation) lists and adds its own websites, pending', async () => {
    const newcomer = await actor(ctx, 'pre_activation');
    expect(sb(await newcomer.call('GET', '/api/websites/'))).toMatchObject({ status: 200, body: { count: 0 } });
    const site = await create(newcomer.call, { status: 'active', network: w.netA.user.id, publisher: w.pubA.user.id });
    expect(site).toMatchObject({ status: 'pending', network: null, publisher: newcomer.user.id });
    expect((await newcomer.call('GET', '/api/websites/')).json<List<Website>>().results.map((s) => s.id)).toEqual([site.id]);
    expect(sb(await newcomer.call('GET', `/api/websites/${w.siteA.id}/`))).toEqual({ status: 404, body: notFound });
    // Nothing else of the inventory.
    expect(sb(await newcomer.call('PATCH', `/api/websites/${site.id}/`, { name: 'x' }))).toEqual({ status: 403, body: forbidden });
    expect(sb(await newcomer.call('GET', '/api/placements_groups/'))).toEqual({ status: 403, body: forbidden });
  });

  it('a status change by anyone but staff is 400 on status and changes nothing; staff approve', async () => {
    const site = await create(w.netA.call, { publisher: w.pubA.user.id });
    for (const [method, body] of [
      ['PATCH', { status: 'active' }],
      ['PATCH', { status: 'suspended', name: 'Renamed' }],
      ['PUT', { ...newSite, name: 'Renamed', status: 'active' }],
    ] as const) {
      expect({ method, ...sb(await w.netA.call(method, `/api/websites/${site.id}/`, body)) }).toEqual({
        method,
        status: 400,
        body: statusByStaff,
      });
    }
    expect(await websiteRow(site.id)).toEqual(site);
    // Its own website, already active: not suspended by the network either.
    expect(sb(await w.netA.call('PATCH', `/api/websites/${w.siteA.id}/`, { status: 'suspended' }))).toEqual({
      status: 400,
      body: statusByStaff,
    });
    expect(await websiteRow(w.siteA.id)).toMatchObject({ status: 'active' });
    // Sending the status it has is no change; a PUT without status is the default, pending.
    expect(sb(await w.netA.call('PATCH', `/api/websites/${site.id}/`, { status: 'pending', name: 'Renamed' }))).toMatchObject({
      status: 200,
      body: { name: 'Renamed', status: 'pending' },
    });
    expect(sb(await w.netA.call('PUT', `/api/websites/${site.id}/`, { ...newSite, name: 'Put' }))).toMatchObject({
      status: 200,
      body: { name: 'Put', status: 'pending', network: w.netA.user.id },
    });
    // Publishers add websites but do not edit them.
    expect(sb(await w.pubA.call('PATCH', `/api/websites/${site.id}/`, { status: 'active' }))).toEqual({ status: 403, body: forbidden });

    // Staff approve: an admin, and an ad operation looking after the network.
    expect(sb(await w.admin.call('PATCH', `/api/websites/${site.id}/`, { status: 'active' }))).toMatchObject({
      status: 200,
      body: { status: 'active' },
    });
    const operator = await actor(ctx, 'ad_operation');
    await ctx.database.db.insert(assignments).values({ adOperationId: operator.user.id, networkId: w.netA.user.id });
    expect(sb(await operator.call('PATCH', `/api/websites/${site.id}/`, { status: 'suspended' }))).toMatchObject({
      status: 200,
      body: { status: 'suspended' },
    });
    expect(sb(await w.netA.call('GET', `/api/websites/${site.id}/`))).toMatchObject({ status: 200, body: { status: 'suspended' } });
  });

  it('a network that moves an approved website to another host sends it back for approval; staff and a path change do not', async () => {
    const move = (who: Actor, id: number, url: string) => who.call('PATCH', `/api/websites/${id}/`, { url });
    expect(sb(await move(w.netA, w.siteA.id, 'https://www.ALPHA.example.com/news/'))).toMatchObject({
      status: 200,
      body: { status: 'active' },
    });
    expect(sb(await move(w.netA, w.siteA.id, 'https://elsewhere.example.net/'))).toMatchObject({
      status: 200,
      body: { url: 'https://elsewhere.example.net/', status: 'pending' },
    });
    // Staff move it and approve it again; a suspended website stays suspended when moved.
    expect(
      sb(await w.admin.call('PATCH', `/api/websites/${w.siteA.id}/`, { url: 'https://alpha.example.com', status: 'active' })),
    ).toMatchObject({
      status: 200,
      body: { status: 'active' },
    });
    expect(sb(await move(w.admin, w.siteA.id, 'https://staff-moved.example.com'))).toMatchObject({
      status: 200,
      body: { status: 'active' },
    });
    await w.admin.call('PATCH', `/api/websites/${w.siteA.id}/`, { status: 'suspended' });
    expect(sb(await move(w.netA, w.siteA.id, 'https://another.example.org'))).toMatchObject({ status: 200, body: { status: 'suspended' } });
  });

  it("a publisher's API key adds websites as pending too", async () => {
    const made = await w.admin.call('POST', '/api/auth/api-keys/', { name: 'bot', user: w.pubA.user.id });
    expect(sb(made)).toMatchObject({ status: 201 });
    const { key } = (await w.admin.call('POST', `/api/auth/api-keys/${made.json<{ id: number }>().id}/reveal/`)).json<{ key: string }>();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/websites/',
      headers: { authorization: `Api-Key ${key}` },
      payload: { ...newSite, status: 'active' },
    });
    expect(sb(res)).toMatchObject({ status: 201, body: { status: 'pending', publisher: w.pubA.user.id } });
  });

  it('an impersonated create is pending and audited as the publisher, with the staff user as impersonator', async () => {
    const started = await w.admin.call('POST', '/api/auth/impersonation/', { user_id: w.pubA.user.id });
    expect(sb(started)).toMatchObject({ status: 201 });
    const { key } = started.json<ImpersonationResponse>();
    const exchange = await ctx.app.inject({ method: 'POST', url: '/api/auth/impersonation/exchange/', payload: { key } });
    const session = bearer(ctx, exchange.json<{ access: string }>().access);

    const res = await session('POST', '/api/websites/', { ...newSite, status: 'active' });
    expect(sb(res)).toMatchObject({ status: 201, body: { status: 'pending', publisher: w.pubA.user.id } });
    const [log] = await ctx.database.db.select().from(auditLogs).where(eq(auditLogs.action, 'createWebsite'));
    expect(log).toMatchObject({ service: 'websites', userId: w.pubA.user.id, impersonatorId: w.admin.user.id });
    // Nor may the session approve it.
    const site = res.json<Website>();
    expect(sb(await session('PATCH', `/api/websites/${site.id}/`, { status: 'active' }))).toEqual({ status: 403, body: forbidden });
    expect(await websiteRow(site.id)).toMatchObject({ status: 'pending' });
  });

  it('bad input is 400 and writes nothing', async () => {
    const before = await rowCounts(ctx);
    for (const [body, errors] of [
      [{ ...newSite, url: 'not a url' }, { url: ['Enter a valid URL.'] }],
      [{ ...newSite, category: 'gossip' }, { category: ['Select a valid choice.'] }],
      [{ ...newSite, status: 'approved' }, { status: ['Select a valid choice.'] }],
      [{ url: newSite.url, category: 'news' }, { name: ['This field is required.'] }],
    ] as const) {
      expect(sb(await w.pubA.call('POST', '/api/websites/', body))).toEqual({ status: 400, body: errors });
    }
    expect(sb(await w.netA.call('PATCH', `/api/websites/${w.siteA.id}/`, { status: 'approved' }))).toEqual({
      status: 400,
      body: { status: ['Select a valid choice.'] },
    });
    expect(await rowCounts(ctx)).toEqual(before);
  });
});

describe('GET /api/websites/:id/ads_txt/', () => {
  /** Website A: Adnet (two data items) and Aardvark; website B: Adnet and Beacon. Others must not show. */
  const adsWorld = async () => {
    const groupA2 = await seedPlacementGroup(ctx, { websiteId: w.siteA.id, groupId: w.native.id });
    await seedData(ctx, { placementGroupId: groupA2.id, supplierId: w.supplier.id, groupId: w.native.id, status: 'suspended' });
    await seedAds(ctx, w.supplier.id, ['adnet.com, 1001, DIRECT, f08c47fec0942fa0', 'adnet.com, 1002, RESELLER']);
    const aardvark = await seedSupplier(ctx, { name: 'Aardvark\nAds' });
    await seedData(ctx, { placementGroupId: groupA2.id, supplierId: aardvark.id, groupId: w.native.id });
    await seedAds(ctx, aardvark.id, ['aardvark.example, 3001, DIRECT']);
    const beacon = await seedSupplier(ctx, { name: 'Beacon' });
    await seedData(ctx, { placementGroupId: w.groupB.id, supplierId: beacon.id, groupId: w.mrec.id });
    await seedAds(ctx, beacon.id, ['beacon.example, 2001, DIRECT']);
    // A suspended source on website A, and an active one on no data item.
    const dormant = await seedSupplier(ctx, { name: 'Dormant', status: 'suspended' });
    await seedData(ctx, { placementGroupId: w.groupA.id, supplierId: dormant.id, groupId: w.mrec.id });
    await seedAds(ctx, dormant.id, ['dormant.example, 4001, DIRECT']);
    const unused = await seedSupplier(ctx, { name: 'Unused' });
    await seedAds(ctx, unused.id, ['unused.example, 5001, DIRECT']);
  };
  const siteAFile =
    '# Aardvark Ads\naardvark.example, 3001, DIRECT\n\n# Adnet\nadnet.com, 1001, DIRECT, f08c47fec0942fa0\nadnet.com, 1002, RESELLER\n';
  const path = (id: number, query = '') => `/api/websites/${id}/ads_txt/${query}`;

  it("answers the website's own lines as an ads.txt attachment, to its publisher, network and staff", async () => {
    await adsWorld();
    for (const who of [w.pubA, w.netA, w.admin]) {
      const res = await who.call('GET', path(w.siteA.id));
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({
        'content-type': 'text/plain; charset=utf-8',
        'content-disposition': 'attachment; filename="ads.txt"',
        'cache-control': 'no-store',
      });
      expect(res.body).toBe(siteAFile);
    }
    expect((await w.pubB.call('GET', path(w.siteB.id, '?format=txt'))).body).toBe(
      '# Adnet\nadnet.com, 1001, DIRECT, f08c47fec0942fa0\nadnet.com, 1002, RESELLER\n\n# Beacon\nbeacon.example, 2001, DIRECT\n',
    );
    // A website without data items has an empty file.
    const bare = await create(w.pubA.call);
    expect(sb(await w.pubA.call('GET', path(bare.id)))).toEqual({ status: 200, body: '' });
    expect(sb(await w.pubA.call('GET', path(bare.id, '?format=json')))).toEqual({ status: 200, body: { lines: [], check: null } });
  });

  it('answers the same lines as JSON with format=json', async () => {
    await adsWorld();
    const res = await w.pubA.call('GET', path(w.siteA.id, '?format=json'));
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(sb(res)).toEqual({
      status: 200,
      body: {
        // Never checked: nobody knows yet whether the website's own file has them.
        lines: [
          { supplier: 'Aardvark\nAds', text: 'aardvark.example, 3001, DIRECT', present: null },
          { supplier: 'Adnet', text: 'adnet.com, 1001, DIRECT, f08c47fec0942fa0', present: null },
          { supplier: 'Adnet', text: 'adnet.com, 1002, RESELLER', present: null },
        ],
        check: null,
      },
    });
  });

  it("is 404 for a website outside the caller's scope, 401 anonymous, 400 for a bad format", async () => {
    await adsWorld();
    for (const who of [w.pubB, w.netB, await actor(ctx, 'pre_activation'), await actor(ctx, 'account_manager')]) {
      for (const query of ['', '?format=json']) {
        expect(sb(await who.call('GET', path(w.siteA.id, query)))).toEqual({ status: 404, body: notFound });
      }
    }
    expect(sb(await w.admin.call('GET', path(9999)))).toEqual({ status: 404, body: notFound });
    expect((await ctx.app.inject({ url: path(w.siteA.id) })).statusCode).toBe(401);
    expect(sb(await w.pubA.call('GET', path(w.siteA.id, '?format=xml')))).toEqual({
      status: 400,
      body: { format: ['Select a valid choice.'] },
    });
  });
});

describe('GET /api/wallets/invoices/:id/?format=csv|xlsx', () => {
  /** Website A's September invoice: August's late statistic as an adjustment line, then September's. */
  const invoiceWorld = async () => {
    for (const [date, revenue] of [
      ['2026-08-20', '100.00'],
      ['2026-09-10', '10.00'],
    ] as const) {
      const res = await w.admin.call(
        'POST',
        '/api/data_statistics/',
        dayOf(w.dataA.id, date, { revenue, complete: true, status: 'active' }),
      );
      expect(res.statusCode).toBe(201);
    }
    expect((await w.admin.call('POST', '/api/wallets/invoices/generate/', { month: '2026-09' })).statusCode).toBe(200);
    const [row] = await ctx.database.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.websiteId, w.siteA.id));
    const description = '=HYPERLINK("http://x","y")';
    const edit = await w.admin.call('PATCH', `/api/wallets/invoices/${row!.id}/`, { deduction: '4.40', description });
    expect(sb(edit)).toMatchObject({ status: 200, body: { amount: '59.40', deduction: '4.40', final: '55.00', description } });
    // The publisher named the website.
    expect((await w.admin.call('PATCH', `/api/websites/${w.siteA.id}/`, { name: '+Alpha News' })).statusCode).toBe(200);
    return (await w.admin.call('GET', `/api/wallets/invoices/${row!.id}/`)).json<Invoice>();
  };

  it("writes the invoice's lines and total, with cells a spreadsheet would run marked as text", async () => {
    const invoice = await invoiceWorld();
    expect(invoice.lines).toEqual([
      { month: '2026-08', kind: 'adjustment', amount: '54.00' },
      { month: '2026-09', kind: 'month', amount: '5.40' },
    ]);
    for (const who of [w.netA, w.pubA, w.admin]) {
      const res = await who.call('GET', `/api/wallets/invoices/${invoice.id}/?format=csv`);
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="invoice-${invoice.id}.csv"`,
      });
      const text = `"'=HYPERLINK(""http://x"",""y"")"`;
      const start = `${invoice.id},'+Alpha News,${invoice.date}`;
      expect(res.body.trim().split('\n')).toEqual([
        'ID,Website,Date,Month,Line,Amount,Deducted,Final,Description,Status',
        `${start},2026-08,Adjustment,54.00,,,${text},deductible`,
        `${start},2026-09,Month,5.40,,,${text},deductible`,
        `${start},2026-09,Total,59.40,4.40,55.00,${text},deductible`,
      ]);
    }
    // Without a format, or with json, the invoice as JSON, its text as written.
    expect(sb(await w.pubA.call('GET', `/api/wallets/invoices/${invoice.id}/`))).toEqual({ status: 200, body: invoice });
    expect(sb(await w.pubA.call('GET', `/api/wallets/invoices/${invoice.id}/?format=json`))).toMatchObject({
      status: 200,
      body: { id: invoice.id, description: invoice.description },
    });
  });

  it('writes the same as XLSX: figures as numbers, text as written (no formula)', async () => {
    const invoice = await invoiceWorld();
    const res = await w.netA.call('GET', `/api/wallets/invoices/${invoice.id}/?format=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${invoice.id}.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows.at(-1)).toEqual([
      invoice.id,
      '+Alpha News',
      invoice.date,
      '2026-09',
      'Total',
      59.4,
      4.4,
      55,
      invoice.description,
      'deductible',
    ]);
    expect(rows).toHaveLength(4);
  });

  it("is 404 for another network's or publisher's invoice, 400 for a bad format", async () => {
    const invoice = await invoiceWorld();
    for (const who of [w.netB, w.pubB]) {
      for (const format of ['csv', 'xlsx', 'json']) {
        const res = await who.call('GET', `/api/wallets/invoices/${invoice.id}/?format=${format}`);
        expect({ format, ...sb(res) }).toEqual({ format, status: 404, body: notFound });
      }
    }
    expect(sb(await w.admin.call('GET', '/api/wallets/invoices/9999/?format=csv'))).toEqual({ status: 404, body: notFound });
    expect(sb(await w.netA.call('GET', `/api/wallets/invoices/${invoice.id}/?format=pdf`))).toMatchObject({
      status: 400,
      body: { format: [expect.any(String)] },
    });
  });
});

describe('share percentages outside staff', () => {
  const stages = ['/api/shares/platform/', '/api/shares/pmp/', '/api/shares/network/', '/api/fill_rate/'];
  const sharesOf = async (who: Actor, path: string) => {
    const res = await who.call('GET', path);
    expect({ path, status: res.statusCode }).toEqual({ path, status: 200 });
    return res.json<List<Share>>().results;
  };

  it('a publisher reads none, even granted the permission', async () => {
    await ctx.database.db.insert(shares).values({ websiteId: w.siteA.id, type: 'pmp', groupId: w.mrec.id, share: '95.00' });
    for (const path of stages) {
      expect({ path, ...sb(await w.pubA.call('GET', `${path}?website=${w.siteA.id}`)) }).toEqual({ path, status: 403, body: forbidden });
    }
    await withGrant(ctx, 'publisher', 'shares.view_share', async () => {
      expect(await sharesOf(w.pubA, '/api/shares/platform/')).toEqual([]);
      expect(await sharesOf(w.pubA, `/api/shares/network/?website=${w.siteA.id}`)).toEqual([]);
    });
  });

  it('a network reads only its own network shares of its websites; staff read every stage', async () => {
    // Website A also gives another network a share of the format.
    await ctx.database.db
      .insert(shares)
      .values({ websiteId: w.siteA.id, type: 'network', groupId: w.mrec.id, share: '10.00', networkId: w.netB.user.id });
    expect(await sharesOf(w.netA, '/api/shares/platform/')).toEqual([]);
    expect(await sharesOf(w.netA, `/api/shares/platform/?website=${w.siteA.id}`)).toEqual([]);
    expect(sb(await w.netA.call('GET', '/api/shares/pmp/'))).toEqual({ status: 403, body: forbidden });
    expect(await sharesOf(w.netA, '/api/shares/network/')).toEqual([
      expect.objectContaining({ website_id: w.siteA.id, type: 'network', share: '75.00', network_id: w.netA.user.id }),
    ]);
    // Network B is named on website A's share, but website A is not its.
    expect(await sharesOf(w.netB, '/api/shares/network/')).toEqual([]);

    expect((await sharesOf(w.admin, '/api/shares/platform/')).map((s) => s.share)).toEqual(['80.00']);
    expect((await sharesOf(w.admin, '/api/shares/network/')).map((s) => s.share)).toEqual(['75.00', '10.00']);
  });
});

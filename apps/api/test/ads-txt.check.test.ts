import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { messages, type AdsTxtCheckRow, type List, type WebsiteAdsTxt } from '@pubdesk/contract';
import { features } from '../src/features.js';
import { adsTxtChecks } from '../src/modules/ads-txt/index.js';
import { websites } from '../src/modules/websites/index.js';
import { eachTestIn, type TestContext } from './harness.js';
import { seedAds, seedData, seedPlacementGroup, seedSupplier } from './demand-fixtures.js';
import { inventoryWorld, sb, seedWebsite } from './helpers.js';
import { notFound } from './expected.js';
import { startWebsite } from './stand-ins/website.js';

/**
 * The check of the ads.txt a website serves (issue 29, the Overview's "ads.txt lines missing"):
 * fetched from a stand-in website on this machine, which the server may reach only because this
 * file turns PUBDESK_ADS_TXT_PRIVATE on (the guard itself: lib/outbound/public-fetch.test.ts).
 */
let site: Awaited<ReturnType<typeof startWebsite>>;
beforeAll(async () => {
  site = await startWebsite();
});
afterAll(() => site.close());

/** Website A on the stand-in needs Adnet's three records and a comment; website B needs nothing. */
async function adsTxtWorld(ctx: TestContext) {
  const world = await inventoryWorld(ctx);
  await ctx.database.db
    .update(websites)
    .set({ url: `${site.origin}/news/` })
    .where(eq(websites.id, world.siteA.id));
  const adnet = await seedSupplier(ctx, { name: 'Adnet' });
  const group = await seedPlacementGroup(ctx, { websiteId: world.siteA.id, groupId: world.mrec.id });
  await seedData(ctx, { placementGroupId: group.id, supplierId: adnet.id, groupId: world.mrec.id });
  await seedAds(ctx, adnet.id, [
    'adnet.com, 1001, DIRECT, f08c47fec0942fa0',
    'adnet.com, 1002, RESELLER',
    'contact=ops@adnet.com',
    '# Adnet',
  ]);
  site.hits.length = 0;
  return { ...world, adnet };
}
const { ctx, world: w } = eachTestIn(adsTxtWorld, { PUBDESK_ADS_TXT_PRIVATE: 'true' });

const check = (id: number) => `/api/websites/${id}/ads_txt/check/`;
const lines = (id: number) => `/api/websites/${id}/ads_txt/?format=json`;
const presence = (body: WebsiteAdsTxt) => body.lines.map((l) => [l.text, l.present]);
/** Moves the last check back, as time passing would. */
const age = (websiteId: number, minutes: number) =>
  ctx.database.db
    .update(adsTxtChecks)
    .set({ checkedAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(adsTxtChecks.websiteId, websiteId));

describe('POST /api/websites/:id/ads_txt/check/', () => {
  it("reads the website's /ads.txt and marks each needed line, records compared as ads.txt compares them", async () => {
    // Upper-case domain, lower-case relationship, no certification id, spaces, CRLF, a BOM: all still the record.
    site.answer({
      status: 200,
      body: '\uFEFF# our ads.txt\r\nADNET.com , 1001 , direct # main\r\nother.com, 9, DIRECT\r\nadnet.com, 1002, DIRECT\r\n',
    });
    const res = await w.pubA.call('POST', check(w.siteA.id));
    expect(res.statusCode).toBe(200);
    const body = res.json<WebsiteAdsTxt>();
    expect(body.check).toMatchObject({
      url: `${site.origin}/ads.txt`,
      outcome: 'found',
      reason: null,
      http_status: 200,
      expected: 3,
      missing: 2,
    });
    expect(presence(body)).toEqual([
      ['adnet.com, 1001, DIRECT, f08c47fec0942fa0', true],
      // DIRECT is not RESELLER: another record.
      ['adnet.com, 1002, RESELLER', false],
      ['contact=ops@adnet.com', false],
      ['# Adnet', null],
    ]);
    expect(site.hits).toEqual(['GET /ads.txt']);
    // Kept: the JSON lines carry it, for the website's network and staff too.
    for (const who of [w.pubA, w.netA, w.admin]) expect((await who.call('GET', lines(w.siteA.id))).json()).toEqual(body);
  });

  it('a missing file is every line missing; a failing site says why and nothing about the lines', async () => {
    site.answer({ status: 404, body: 'Not Found' });
    const absent = (await w.pubA.call('POST', check(w.siteA.id))).json<WebsiteAdsTxt>();
    expect(absent.check).toMatchObject({ outcome: 'absent', reason: null, http_status: 404, expected: 3, missing: 3 });
    expect(presence(absent).map(([, present]) => present)).toEqual([false, false, false, null]);

    await age(w.siteA.id, 2);
    site.answer({ status: 503, body: 'busy' });
    const failed = (await w.pubA.call('POST', check(w.siteA.id))).json<WebsiteAdsTxt>();
    expect(failed.check).toMatchObject({ outcome: 'failed', reason: 'http_error', http_status: 503, expected: 3, missing: null });
    expect(presence(failed).map(([, present]) => present)).toEqual([null, null, null, null]);

    // An HTML page where the file should be (a soft 404) has none of the records.
    await age(w.siteA.id, 2);
    site.answer({ status: 200, body: '<!doctype html><title>Home</title><p>adnet.com, 1001, DIRECT</p>' });
    expect((await w.pubA.call('POST', check(w.siteA.id))).json<WebsiteAdsTxt>().check).toMatchObject({ outcome: 'found', missing: 3 });
  });

  it('fetches a website at most once a minute, however many ask at once', async () => {
    site.answer({ status: 200, body: 'adnet.com, 1001, DIRECT\n' });
    const answers = await Promise.all([1, 2, 3].map(() => w.pubA.call('POST', check(w.siteA.id))));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await w.netA.call('POST', check(w.siteA.id))).json<WebsiteAdsTxt>().check).toMatchObject({ missing: 2 });
    expect(site.hits).toEqual(['GET /ads.txt']);
    await age(w.siteA.id, 2);
    site.answer({ status: 200, body: 'adnet.com, 1001, DIRECT\nadnet.com, 1002, RESELLER\ncontact=ops@adnet.com\n' });
    expect((await w.pubA.call('POST', check(w.siteA.id))).json<WebsiteAdsTxt>().check).toMatchObject({ missing: 0 });
    expect(site.hits).toHaveLength(2);
  });

  it('runs at most four checks at once: the fifth website waits for a 429 with Retry-After', async () => {
    const more = [];
    for (let i = 0; i < 4; i++) {
      const extra = await seedWebsite(ctx, { name: `Extra ${i}`, url: site.origin, publisherId: w.pubA.user.id });
      const group = await seedPlacementGroup(ctx, { websiteId: extra.id, groupId: w.mrec.id });
      await seedData(ctx, { placementGroupId: group.id, supplierId: w.adnet.id, groupId: w.mrec.id });
      more.push(extra.id);
    }
    site.answer({ status: 200, body: '', delayMs: 400 });
    const answers = await Promise.all([w.siteA.id, ...more].map((id) => w.pubA.call('POST', check(id))));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 429]);
    const busy = answers.find((r) => r.statusCode === 429)!;
    expect(sb(busy)).toEqual({ status: 429, body: { detail: messages.api.adsTxtBusy } });
    expect(busy.headers['retry-after']).toBe('5');
  });

  it("is 404 for another's website (nothing fetched), 401 anonymous", async () => {
    for (const who of [w.pubB, w.netB]) expect(sb(await who.call('POST', check(w.siteA.id)))).toEqual({ status: 404, body: notFound });
    expect(sb(await w.admin.call('POST', check(999999)))).toEqual({ status: 404, body: notFound });
    expect((await ctx.app.inject({ method: 'POST', url: check(w.siteA.id) })).statusCode).toBe(401);
    // A path id that is not a number names no website (the API's convention).
    expect(sb(await w.pubA.call('POST', '/api/websites/abc/ads_txt/check/'))).toEqual({ status: 404, body: notFound });
    expect(site.hits).toEqual([]);
    expect(await ctx.database.db.select().from(adsTxtChecks)).toEqual([]);
  });
});

describe('GET /api/websites/ads_txt/', () => {
  it("lists the last checks of the caller's websites; missing=true keeps those lacking lines", async () => {
    site.answer({ status: 404 });
    await w.pubA.call('POST', check(w.siteA.id));
    const row = { website: w.siteA.id, website_name: 'Alpha News', outcome: 'absent', expected: 3, missing: 3 };
    for (const who of [w.pubA, w.netA, w.admin]) {
      const list = (await who.call('GET', '/api/websites/ads_txt/?missing=true')).json<List<AdsTxtCheckRow>>();
      expect({ count: list.count, results: list.results }).toMatchObject({ count: 1, results: [row] });
    }
    expect((await w.pubA.call('GET', '/api/websites/ads_txt/?missing=false')).json<List<AdsTxtCheckRow>>().count).toBe(0);
    expect((await w.pubB.call('GET', '/api/websites/ads_txt/')).json<List<AdsTxtCheckRow>>().count).toBe(0);
    expect(sb(await w.pubA.call('GET', '/api/websites/ads_txt/?missing=maybe'))).toMatchObject({
      status: 400,
      body: { missing: expect.any(Array) },
    });
  });
});

describe('the daily check', () => {
  const jobs = () =>
    features.find((f) => f.name === 'ads-txt')!.jobs!({
      db: ctx.database.db,
      config: ctx.config,
      log: pino({ level: 'silent' }),
      send: async (_kind, payload) => {
        sent.push(payload as { website: number });
        return 'queued';
      },
    });
  const sent: Array<{ website: number }> = [];
  const run = (name: string, payload: object) =>
    jobs()
      .find((j) => j.name === name)!
      .handler(payload, { id: 'x', name, attempt: 1, lastAttempt: true });

  it('queues the websites that need lines and were not checked today, and each check stores its finding', async () => {
    sent.length = 0;
    await run('ads-txt.check-all', {});
    // Website B needs no line: nothing to check.
    expect(sent).toEqual([{ website: w.siteA.id }]);
    site.answer({ status: 200, body: 'adnet.com, 1001, DIRECT\n' });
    await run('ads-txt.check', { website: w.siteA.id });
    expect(await ctx.database.db.select({ missing: adsTxtChecks.missing }).from(adsTxtChecks)).toEqual([{ missing: 2 }]);
    // Checked: tomorrow's run, not today's.
    sent.length = 0;
    await run('ads-txt.check-all', {});
    expect(sent).toEqual([]);
    await age(w.siteA.id, 21 * 60);
    await run('ads-txt.check-all', {});
    expect(sent).toEqual([{ website: w.siteA.id }]);
    // A website deleted before its job ran: nothing to check, nothing stored.
    await run('ads-txt.check', { website: 999999 });
  });
});

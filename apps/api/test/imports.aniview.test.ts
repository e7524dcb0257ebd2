/**
 * The AniView connector against its stand-in on loopback: sign-in, the report's query (one UTC
 * day at a time, tzo 0), "-" values, exact money, retries on 429/500, an expired session, pages,
 * and what the credentials check says.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aniviewConnector, plainDecimal } from '../src/modules/external-apis/connectors/aniview.js';
import type { Connector, ReportRequest, ReportRow } from '../src/modules/external-apis/connectors/connector.js';
import { connectorConfig, pagesOf, refusal, requestOf } from './connector-fixtures.js';
import { aniviewStandIn, aniviewUser, defaultRows, type Row } from './stand-ins/aniview.js';

const standIn = aniviewStandIn();
let connector: Connector;
const code = JSON.stringify(aniviewUser);
const state = { reportName: '', saveReportName: async () => {} };
const request = requestOf({ start: '2026-03-01', end: '2026-03-02', key: 'domain', metrics: ['impression', 'revenue'] });

const pages = (over: Partial<ReportRequest> = {}, credentials = code): Promise<ReportRow[][]> =>
  pagesOf(connector.report(credentials, request(over), state));

const reportCalls = () => standIn.calls.filter((call) => call.path === '/api/adserver/stats/report');

beforeAll(async () => {
  const url = await standIn.start();
  connector = aniviewConnector(connectorConfig({ PUBDESK_ANIVIEW_API_URL: url }));
});
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

describe('AniView credentials', () => {
  it('takes JSON with id, password and accountId, and names what is missing', () => {
    expect(connector.checkCredentials(code)).toBeNull();
    expect(connector.checkCredentials('not json')).toMatch(/must be JSON/);
    expect(connector.checkCredentials('[]')).toBe('The credentials need id, password, accountId (non-empty text).');
    expect(connector.checkCredentials(JSON.stringify({ id: 'a@b.example', password: '', accountId: 'x' }))).toBe(
      'The credentials need password (non-empty text).',
    );
    expect(connector.checkCredentials(JSON.stringify({ id: ' ', password: 'p', accountId: 5 }))).toBe(
      'The credentials need id, accountId (non-empty text).',
    );
  });

  it('never quotes the text it refuses', () => {
    const message = connector.checkCredentials('{"password": "hunter2-secret"');
    expect(message).not.toContain('hunter2');
  });

  it('connection test: signs in and names the account', async () => {
    expect(await connector.test(code)).toEqual({ ok: true, detail: `AniView account ${aniviewUser.accountId}` });
    expect(standIn.calls[0]).toMatchObject({ method: 'POST', path: '/api/token' });
  });

  it("connection test: a refused sign-in gives AniView's reason, never the password", async () => {
    standIn.knobs.refusePassword = true;
    const result = await connector.test(code);
    expect(result).toEqual({ ok: false, detail: 'AniView refused the sign-in: Wrong email or password' });
    expect(result.detail).not.toContain(aniviewUser.password);
    expect(await connector.test('{}')).toEqual({ ok: false, detail: 'The credentials need id, password, accountId (non-empty text).' });
  });
});

describe('AniView report', () => {
  it('asks one UTC day at a time with the token, and keeps money exact and "-" as no value', async () => {
    const result = await pages({ metrics: ['impression', 'revenue', 'completion'] });
    expect(result).toHaveLength(2);
    expect(result[0]?.[0]).toEqual({
      date: '2026-03-01',
      key: 'site0.example',
      values: { impression: '1000', revenue: '0.123456', completion: null },
    });
    expect(result[1]?.every((row) => row.date === '2026-03-02')).toBe(true);

    const signIn = standIn.calls.find((call) => call.path === '/api/token');
    const calls = reportCalls();
    expect(calls.map((call) => [call.query.startDate, call.query.endDate, call.query.tzo])).toEqual([
      [String(Date.UTC(2026, 2, 1) / 1000), String(Date.UTC(2026, 2, 1) / 1000 + 86_399), '0'],
      [String(Date.UTC(2026, 2, 2) / 1000), String(Date.UTC(2026, 2, 2) / 1000 + 86_399), '0'],
    ]);
    expect(calls[0]?.query).toMatchObject({ format: 'json', dimensions: 'r', metrics: 'impression,revenue,completion' });
    expect(calls.every((call) => call.token !== undefined)).toBe(true);
    expect(signIn).toBeDefined();
  });

  it('keys ad units and placements by channel, and adds the advertiser when asked', async () => {
    const [page] = await pages({ key: 'ad_unit', byAdvertiser: true, start: '2026-03-01', end: '2026-03-01' });
    expect(reportCalls()[0]?.query.dimensions).toBe('ncid,aid');
    expect(page?.[1]).toMatchObject({ key: 'channel-1', advertiserId: 'adv-1' });
    await pages({ key: 'placement', start: '2026-03-01', end: '2026-03-01' });
    expect(reportCalls()[1]?.query.dimensions).toBe('ncid');
  });

  it('reads columns titled instead of coded, skips rows without a key, and writes exponents out', async () => {
    standIn.knobs.rows = (): Row[] => [
      { 'Domain/Bundle ID': 'a.example', Impression: { number: '7' }, Revenue: { number: '1.5E-7' } },
      { 'Domain/Bundle ID': '-', Impression: { number: '1' }, Revenue: { number: '1' } },
    ];
    const [page] = await pages({ start: '2026-03-01', end: '2026-03-01' });
    expect(page).toEqual([{ date: '2026-03-01', key: 'a.example', values: { impression: '7', revenue: '0.00000015' } }]);
    expect(plainDecimal('12.50e2')).toBe('1250');
    expect(plainDecimal('-3e-2')).toBe('-0.03');
    expect(plainDecimal('abc')).toBeNull();
  });

  it('refuses a value that is not a number', async () => {
    standIn.knobs.rows = (): Row[] => [{ r: 'a.example', impression: 'lots', revenue: { number: '1' } }];
    const err = await refusal(pages({ start: '2026-03-01', end: '2026-03-01' }));
    expect(err.message).toBe('AniView sent a value of impression that is not a number.');
  });

  it('waits out a 429 (Retry-After) and a 500, then reads the day', async () => {
    standIn.knobs.busyOnce = '0';
    const started = Date.now();
    const [page] = await pages({ start: '2026-03-01', end: '2026-03-01' });
    expect(page).toHaveLength(3);
    expect(reportCalls()).toHaveLength(2);

    standIn.reset();
    standIn.knobs.failOnce = true;
    expect((await pages({ start: '2026-03-01', end: '2026-03-01' }))[0]).toHaveLength(3);
    expect(reportCalls()).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('signs in again when the session expires (401), and fails with the reason when refused', async () => {
    standIn.expireTokens();
    const source = connector.report(code, request({ start: '2026-03-01', end: '2026-03-03' }), state)[Symbol.asyncIterator]();
    expect((await source.next()).value).toHaveLength(3);
    standIn.expireTokens();
    expect((await source.next()).value).toHaveLength(3);
    expect(standIn.calls.filter((call) => call.path === '/api/token')).toHaveLength(2);

    standIn.expireTokens();
    standIn.knobs.refusePassword = true;
    const err = await refusal(source.next());
    expect(err.message).toBe('AniView refused the sign-in: Wrong email or password');
    expect(err.transient).toBe(false);
  });

  it('refuses a sign-in without leaking the password or the token', async () => {
    standIn.knobs.refusePassword = true;
    const err = await refusal(pages());
    expect(err.message).not.toContain(aniviewUser.password);
    expect(reportCalls()).toHaveLength(0);
  });

  it('refuses a metric code that would change the query, before any call', async () => {
    const err = await refusal(pages({ metrics: ['impression,revenue'] }));
    expect(err.message).toBe('"impression,revenue" is not an AniView metric code.');
    expect(standIn.calls).toHaveLength(0);
  });

  it('hands a large day on in pages of at most 5,000 rows', async () => {
    standIn.knobs.rows = (query) => defaultRows(query, 12_000);
    const result = await pages({ start: '2026-03-01', end: '2026-03-01' });
    expect(result.map((page) => page.length)).toEqual([5000, 5000, 2000]);
    expect(result[2]?.at(-1)?.key).toBe('site11999.example');
  });
});

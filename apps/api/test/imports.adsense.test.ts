import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adSenseConnector } from '../src/modules/external-apis/connectors/adsense.js';
import type { ConnectorConfig } from '../src/modules/external-apis/connectors/connector.js';
import { connectorConfig, pagesOf, refusal, requestOf } from './connector-fixtures.js';
import * as adSenseStandIn from './stand-ins/adsense.js';
import * as tokenStandIn from './stand-ins/google-token.js';

// The AdSense connector against the stand-ins of Google's token endpoint and the AdSense
// Management API v2, on 127.0.0.1: the refresh-token grant, the report query, cells, totals.

let tokens: tokenStandIn.GoogleTokenStandIn;
let adsense: adSenseStandIn.AdSenseStandIn;
let config: ConnectorConfig;

beforeAll(async () => {
  tokens = await tokenStandIn.start();
  adsense = await adSenseStandIn.start({ tokens, displayName: 'Northwind Publishing' });
  config = connectorConfig({ PUBDESK_GOOGLE_TOKEN_URL: tokens.url, PUBDESK_ADSENSE_API_URL: adsense.url });
});
afterAll(async () => {
  await adsense?.close();
  await tokens?.close();
});
beforeEach(() => {
  adsense.data = { keys: 3 };
  adsense.rowLimit = 100_000;
  adsense.queries.length = 0;
});

const connector = () => adSenseConnector(config);
const code = (over: Record<string, unknown> = {}) => JSON.stringify({ ...tokenStandIn.oauthClient, ...over });
const request = requestOf({ start: '2026-11-01', end: '2026-11-03', key: 'ad_unit', metrics: ['IMPRESSIONS', 'ESTIMATED_EARNINGS'] });
const state = { reportName: '', saveReportName: async () => undefined };

describe('AdSense credentials', () => {
  it('names what is missing', () => {
    const check = (c: string) => connector().checkCredentials(c);
    expect(check('[]')).toBe('Paste the AdSense credentials as JSON: {"client_id", "client_secret", "refresh_token", "account"}.');
    expect(check(code({ client_id: '' }))).toBe('Add "client_id": the OAuth client ID (….apps.googleusercontent.com).');
    expect(check(code({ client_secret: undefined }))).toBe('Add "client_secret": the OAuth client secret.');
    expect(check(code({ refresh_token: 'has spaces' }))).toBe(
      'Add "refresh_token": the refresh token the account owner granted (scope adsense.readonly).',
    );
    expect(check(code({ account: 'pub-1000000000000001' }))).toBe(
      'Add "account": the AdSense account, "accounts/pub-" followed by the publisher ID digits.',
    );
    expect(check(code())).toBeNull();
  });
});

describe('AdSense sign-in', () => {
  it('uses the refresh-token grant and reads the account', async () => {
    const before = tokens.counts.refresh;
    expect(await connector().test(code())).toEqual({ ok: true, detail: 'Northwind Publishing' });
    expect(tokens.counts.refresh).toBe(before + 1);
  });

  it('names the reason of a refused grant, without the secret', async () => {
    expect(await connector().test(code({ client_secret: 'GOCSPX-wrong' }))).toEqual({
      ok: false,
      detail: 'Google sign-in refused: Unauthorized',
    });
    expect(await connector().test(code({ account: 'accounts/pub-42' }))).toEqual({
      ok: false,
      detail: 'AdSense: The caller does not have permission',
    });
  });

  it("turns a revoked refresh token into a ConnectorError with the platform's reason", async () => {
    // A token stand-in of its own, so that the revocation leaves the other tests' grant alone.
    const own = await tokenStandIn.start();
    try {
      own.revokeRefreshToken();
      const err = await refusal(
        pagesOf(adSenseConnector({ ...config, PUBDESK_GOOGLE_TOKEN_URL: own.url }).report(code(), request(), state)),
      );
      expect(err.message).toBe('Google sign-in refused: Token has been expired or revoked.');
      expect(err.transient).toBe(false);
      expect(err.message).not.toContain(tokenStandIn.oauthClient.refresh_token);
    } finally {
      await own.close();
    }
  });

  it('reads a 401 as the platform words it (a token the API does not know)', async () => {
    const elsewhere = await tokenStandIn.start();
    try {
      const err = await refusal(
        pagesOf(adSenseConnector({ ...config, PUBDESK_GOOGLE_TOKEN_URL: elsewhere.url }).report(code(), request(), state)),
      );
      expect(err.message).toMatch(/^AdSense: Request had invalid authentication credentials\./);
    } finally {
      await elsewhere.close();
    }
  });
});

describe('AdSense reports', () => {
  it('asks reports:generate with the published query and reads the columns by their headers', async () => {
    const rows = (await pagesOf(connector().report(code(), request(), state))).flat();
    expect(adsense.queries).toHaveLength(1);
    const q = adsense.queries[0]!;
    expect(Object.fromEntries([...q.keys()].map((k) => [k, q.getAll(k)]))).toEqual({
      dateRange: ['CUSTOM'],
      'startDate.year': ['2026'],
      'startDate.month': ['11'],
      'startDate.day': ['1'],
      'endDate.year': ['2026'],
      'endDate.month': ['11'],
      'endDate.day': ['3'],
      dimensions: ['DATE', 'AD_UNIT_ID'],
      metrics: ['IMPRESSIONS', 'ESTIMATED_EARNINGS'],
      currencyCode: ['USD'],
      limit: ['100000'],
    });
    expect(rows).toHaveLength(9);
    expect(rows[0]).toEqual({
      date: '2026-11-01',
      key: adSenseStandIn.madeUpKey('AD_UNIT_ID', 0),
      values: {
        IMPRESSIONS: adSenseStandIn.madeUpCell('IMPRESSIONS', 0, 0),
        ESTIMATED_EARNINGS: adSenseStandIn.madeUpCell('ESTIMATED_EARNINGS', 0, 0),
      },
    });
  });

  it('keeps every cell as the string it came as (int64 and money), an empty one as no value', async () => {
    adsense.data = {
      rows: [
        { date: '2026-11-01', key: 'ca-pub-1:1', values: { IMPRESSIONS: '9007199254740993', ESTIMATED_EARNINGS: '1234567.89' } },
        { date: '2026-11-02', key: 'ca-pub-1:1', values: { IMPRESSIONS: '', ESTIMATED_EARNINGS: '0.10' } },
      ],
    };
    const rows = (await pagesOf(connector().report(code(), request(), state))).flat();
    expect(rows).toEqual([
      { date: '2026-11-01', key: 'ca-pub-1:1', values: { IMPRESSIONS: '9007199254740993', ESTIMATED_EARNINGS: '1234567.89' } },
      { date: '2026-11-02', key: 'ca-pub-1:1', values: { IMPRESSIONS: null, ESTIMATED_EARNINGS: '0.10' } },
    ]);
  });

  it('asks DOMAIN_NAME for domains and CUSTOM_CHANNEL_ID for placements; has no advertiser dimension', async () => {
    const domains = (await pagesOf(connector().report(code(), request({ key: 'domain' }), state))).flat();
    expect(domains[0]?.key).toBe('site-0.example');
    await pagesOf(connector().report(code(), request({ key: 'placement' }), state));
    expect(adsense.queries.map((q) => q.getAll('dimensions'))).toEqual([
      ['DATE', 'DOMAIN_NAME'],
      ['DATE', 'CUSTOM_CHANNEL_ID'],
    ]);
    const err = await refusal(pagesOf(connector().report(code(), request({ byAdvertiser: true }), state)));
    expect(err.message).toBe('AdSense reports have no advertiser dimension: a data item cannot be served by advertiser here.');
  });

  it('asks again day by day when more rows matched than came back', async () => {
    adsense.rowLimit = 5; // 3 keys x 3 days = 9 matched, 5 answered; 3 a day fit
    const rows = (await pagesOf(connector().report(code(), request(), state))).flat();
    expect(adsense.queries.map((q) => `${q.get('startDate.day')}-${q.get('endDate.day')}`)).toEqual(['1-3', '1-1', '2-2', '3-3']);
    expect(rows).toHaveLength(9);
    expect(new Set(rows.map((r) => `${r.date} ${r.key}`)).size).toBe(9);
  });

  it('names the day and both counts when even one day does not fit', async () => {
    adsense.data = { keys: 6 };
    adsense.rowLimit = 5;
    const err = await refusal(pagesOf(connector().report(code(), request(), state)));
    expect(err.message).toBe('AdSense matched 6 rows on 2026-11-01 but answers at most 5 for one report.');
  });

  it('hands rows on 5,000 at a time', async () => {
    adsense.data = { keys: 4_000 };
    const pages = await pagesOf(connector().report(code(), request(), state));
    expect(pages.map((p) => p.length)).toEqual([5_000, 5_000, 2_000]);
  });

  it('waits out a 429 (Retry-After) and carries on', async () => {
    adsense.failNext(429, { retryAfter: 0 });
    const rows = (await pagesOf(connector().report(code(), request(), state))).flat();
    expect(rows).toHaveLength(9);
  });

  it("refuses metric codes that are not v2 Metric names, with the platform's reason for unknown ones", async () => {
    const local = await refusal(pagesOf(connector().report(code(), request({ metrics: ['earnings'] }), state)));
    expect(local.message).toBe('AdSense metric codes are API v2 Metric names (e.g. ESTIMATED_EARNINGS); "earnings" is not.');
    const remote = await refusal(pagesOf(connector().report(code(), request({ metrics: ['EARNINGS'] }), state)));
    expect(remote.message).toBe('AdSense: Invalid value at \'metrics[0]\' (type.googleapis.com/google.ads.adsense.v2.Metric), "EARNINGS"');
  });
});

import { createSign } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adManagerConnector } from '../src/modules/external-apis/connectors/admanager.js';
import type { ConnectorConfig } from '../src/modules/external-apis/connectors/connector.js';
import { connectorConfig, pagesOf, refusal, requestOf } from './connector-fixtures.js';
import * as adManagerStandIn from './stand-ins/admanager.js';
import * as tokenStandIn from './stand-ins/google-token.js';

// The Ad Manager connector against the stand-ins of Google's token endpoint and the Ad Manager
// API v1, on 127.0.0.1: sign-in, the kept report, the run's operation, paging, values.

let tokens: tokenStandIn.GoogleTokenStandIn;
let gam: adManagerStandIn.AdManagerStandIn;
let config: ConnectorConfig;

beforeAll(async () => {
  tokens = await tokenStandIn.start();
  gam = await adManagerStandIn.start({ tokens, displayName: 'Northwind Network' });
  config = connectorConfig({ PUBDESK_GOOGLE_TOKEN_URL: tokens.url, PUBDESK_ADMANAGER_API_URL: gam.url });
});
afterAll(async () => {
  await gam?.close();
  await tokens?.close();
});
beforeEach(() => {
  gam.data = { keys: 3 };
  gam.pollsUntilDone = 1;
  gam.maxPageSize = 10_000;
});

const fast = { minIntervalMs: 0, pollMs: 5, backoffMs: 5 };
const connector = () => adManagerConnector(config, fast);
const code = (over: Record<string, unknown> = {}) =>
  JSON.stringify({ ...tokenStandIn.serviceAccountKey, network_code: gam.networkCode, ...over });
const request = requestOf({
  start: '2026-11-01',
  end: '2026-11-03',
  key: 'ad_unit',
  metrics: ['AD_SERVER_IMPRESSIONS', 'AD_SERVER_REVENUE'],
});
function memoryState(reportName = '') {
  const state = {
    reportName,
    saved: [] as string[],
    async saveReportName(name: string) {
      state.reportName = name;
      state.saved.push(name);
    },
  };
  return state;
}

describe('Ad Manager credentials', () => {
  it('names what is wrong with the key file', () => {
    const check = (c: string) => connector().checkCredentials(c);
    expect(check('not json')).toBe('Paste the service account JSON key file, with "network_code" added.');
    expect(check(code({ type: 'authorized_user' }))).toBe('The key file must be a service account key ("type": "service_account").');
    expect(check(code({ client_email: undefined }))).toBe('The key file lacks its "client_email".');
    expect(check(code({ private_key: 'demo-not-a-real-key' }))).toBe(
      'The key file lacks its "private_key" (a PEM key, "-----BEGIN PRIVATE KEY-----").',
    );
    expect(check(code({ private_key: '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n' }))).toBe(
      'The key file\'s "private_key" is not a readable PEM private key.',
    );
    expect(check(code({ network_code: undefined }))).toBe('Add "network_code" to the key file: the Ad Manager network code (digits).');
    expect(check(code({ network_code: 'northwind' }))).toBe('Add "network_code" to the key file: the Ad Manager network code (digits).');
    expect(check(code())).toBeNull();
    expect(check(code({ network_code: 21700000 }))).toBeNull();
  });
});

describe('Ad Manager sign-in', () => {
  it('signs the JWT-bearer assertion with the service account key and reads the network', async () => {
    const before = tokens.counts.jwt;
    // The key file's own token_uri is never used: only PUBDESK_GOOGLE_TOKEN_URL.
    expect(await connector().test(code({ token_uri: 'http://127.0.0.1:9/elsewhere' }))).toEqual({ ok: true, detail: 'Northwind Network' });
    expect(tokens.counts.jwt).toBe(before + 1);
  });

  it('is refused when the assertion is signed with another key, with the reason and no secret', async () => {
    const result = await connector().test(code({ private_key: tokenStandIn.wrongPrivateKey }));
    expect(result).toEqual({ ok: false, detail: 'Google sign-in refused: Invalid JWT Signature.' });
    const err = await refusal(pagesOf(connector().report(code({ private_key: tokenStandIn.wrongPrivateKey }), request(), memoryState())));
    expect(err.message).toBe('Google sign-in refused: Invalid JWT Signature.');
    expect(err.transient).toBe(false);
  });

  it('the token stand-in refuses an assertion for another audience, as Google does', async () => {
    const now = Math.floor(Date.now() / 1000);
    const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const unsigned = `${part({ alg: 'RS256' })}.${part({ iss: tokenStandIn.serviceAccountKey.client_email, aud: tokens.url, scope: tokenStandIn.AD_MANAGER_SCOPE, iat: now, exp: now + 3600 })}`;
    const signature = createSign('RSA-SHA256').update(unsigned).sign(tokenStandIn.serviceAccountKey.private_key).toString('base64url');
    const answer = await fetch(tokens.url, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: `${unsigned}.${signature}` }),
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error_description: string }).error_description).toMatch(/^Invalid JWT: Failed audience check/);
  });

  it("answers a network that is not the account's with the platform's reason", async () => {
    expect(await connector().test(code({ network_code: '999' }))).toEqual({
      ok: false,
      detail: 'Ad Manager: The caller does not have permission',
    });
  });

  it('reads a 401 as the platform words it (a token the API does not know)', async () => {
    const elsewhere = await tokenStandIn.start();
    try {
      const other = adManagerConnector({ ...config, PUBDESK_GOOGLE_TOKEN_URL: elsewhere.url }, fast);
      const err = await refusal(pagesOf(other.report(code(), request(), memoryState())));
      expect(err.message).toMatch(/^Ad Manager: Request had invalid authentication credentials\./);
      expect(err.message).not.toMatch(/ya29|PRIVATE KEY/);
    } finally {
      await elsewhere.close();
    }
  });
});

describe('Ad Manager reports', () => {
  it('creates the report once, runs it, waits for the operation and reads every page', async () => {
    gam.maxPageSize = 4; // 3 keys x 3 days = 9 rows: pages of 4, 4 and 1
    const state = memoryState();
    const before = { ...gam.counts };
    const pages = await pagesOf(connector().report(code(), request(), state));

    expect(pages.map((p) => p.length)).toEqual([4, 4, 1]);
    expect(gam.counts.creates - before.creates).toBe(1);
    expect(gam.counts.polls - before.polls).toBe(2); // not done at the first poll
    expect(state.saved).toHaveLength(1);
    expect(state.reportName).toMatch(new RegExp(`^networks/${gam.networkCode}/reports/\\d+$`));
    expect(gam.reports.get(state.reportName)).toMatchObject({
      visibility: 'HIDDEN',
      reportDefinition: {
        dimensions: ['DATE', 'AD_UNIT_ID'],
        metrics: ['AD_SERVER_IMPRESSIONS', 'AD_SERVER_REVENUE'],
        dateRange: { fixed: { startDate: { year: 2026, month: 11, day: 1 }, endDate: { year: 2026, month: 11, day: 3 } } },
        currencyCode: 'USD',
        reportType: 'HISTORICAL',
      },
    });
    const rows = pages.flat();
    expect(rows[0]).toEqual({
      date: '2026-11-01',
      key: adManagerStandIn.madeUpKey('AD_UNIT_ID', 0),
      values: {
        AD_SERVER_IMPRESSIONS: '1000',
        AD_SERVER_REVENUE: (adManagerStandIn.madeUpValue('AD_SERVER_REVENUE', 0, 0) as { doubleValue: string }).doubleValue,
      },
    });
    expect(rows.at(-1)).toMatchObject({ date: '2026-11-03', key: adManagerStandIn.madeUpKey('AD_UNIT_ID', 2) });
  });

  it('reuses the kept report on the next run (no second create), and creates one again when it is gone', async () => {
    const state = memoryState();
    await pagesOf(connector().report(code(), request(), state));
    const kept = state.reportName;
    const before = { ...gam.counts };
    await pagesOf(connector().report(code(), request({ start: '2026-11-02', metrics: ['AD_EXCHANGE_REVENUE'] }), state));
    expect(gam.counts.creates).toBe(before.creates);
    expect(gam.counts.patches).toBe(before.patches + 1);
    expect(state.reportName).toBe(kept);
    expect(gam.reports.get(kept)?.reportDefinition).toMatchObject({
      metrics: ['AD_EXCHANGE_REVENUE'],
      dateRange: { fixed: { startDate: { day: 2 } } },
    });

    gam.reports.delete(kept); // someone deleted it in Ad Manager
    await pagesOf(connector().report(code(), request(), state));
    expect(gam.counts.creates).toBe(before.creates + 1);
    expect(state.reportName).not.toBe(kept);
    expect(state.saved).toEqual([kept, state.reportName]);
  });

  it('keeps int64 values as strings and money as the exact text it came as', async () => {
    gam.data = {
      rows: [
        {
          date: '2026-11-01',
          key: '9007199254740993',
          advertiser: '4500000000000000001',
          values: { AD_SERVER_IMPRESSIONS: { intValue: '9007199254740993' }, AD_SERVER_REVENUE: { doubleValue: '1234567.891234' } },
        },
        {
          date: '2026-11-02',
          key: '7',
          advertiser: '8',
          values: { AD_SERVER_IMPRESSIONS: {}, AD_SERVER_REVENUE: { doubleValue: '12345678901234.567891' } },
        },
        {
          date: '2026-11-03',
          key: '7',
          advertiser: '8',
          values: { AD_SERVER_IMPRESSIONS: { intValue: '0' }, AD_SERVER_REVENUE: { doubleValue: '1.5E-7' } },
        },
      ],
    };
    const rows = (await pagesOf(connector().report(code(), request({ byAdvertiser: true }), memoryState()))).flat();
    expect(rows).toEqual([
      {
        date: '2026-11-01',
        key: '9007199254740993',
        advertiserId: '4500000000000000001',
        values: { AD_SERVER_IMPRESSIONS: '9007199254740993', AD_SERVER_REVENUE: '1234567.891234' },
      },
      {
        date: '2026-11-02',
        key: '7',
        advertiserId: '8',
        values: { AD_SERVER_IMPRESSIONS: null, AD_SERVER_REVENUE: '12345678901234.567891' },
      },
      { date: '2026-11-03', key: '7', advertiserId: '8', values: { AD_SERVER_IMPRESSIONS: '0', AD_SERVER_REVENUE: '0.00000015' } },
    ]);
  });

  it('asks SITE for domains and PLACEMENT_ID for placements, ADVERTISER_ID when by advertiser', async () => {
    const state = memoryState();
    const domains = (await pagesOf(connector().report(code(), request({ key: 'domain' }), state))).flat();
    expect(domains[0]?.key).toBe('site-0.example');
    await pagesOf(connector().report(code(), request({ key: 'placement', byAdvertiser: true }), state));
    expect(gam.reports.get(state.reportName)?.reportDefinition).toMatchObject({ dimensions: ['DATE', 'PLACEMENT_ID', 'ADVERTISER_ID'] });
  });

  it('waits out a 429 (Retry-After) and carries on', async () => {
    gam.failNext(429, { retryAfter: 0 });
    const before = gam.counts.requests;
    const rows = (await pagesOf(connector().report(code(), request(), memoryState()))).flat();
    expect(rows).toHaveLength(9);
    expect(gam.counts.requests - before).toBe(1 + 1 + 1 + 2 + 1); // the 429, create, run, two polls, one page
  });

  it('reads pages of 10,000 rows', async () => {
    gam.data = { keys: 2_500 }; // x 10 days
    const pages = await pagesOf(connector().report(code(), request({ end: '2026-11-10' }), memoryState()));
    expect(pages.map((p) => p.length)).toEqual([10_000, 10_000, 5_000]);
  });

  it("refuses metric codes that are not v1 Metric names, with the platform's reason for unknown ones", async () => {
    const local = await refusal(pagesOf(connector().report(code(), request({ metrics: ['impressions'] }), memoryState())));
    expect(local.message).toBe('Ad Manager metric codes are API v1 Metric names (e.g. AD_SERVER_IMPRESSIONS); "impressions" is not.');
    const remote = await refusal(
      pagesOf(connector().report(code(), request({ metrics: ['TOTAL_LINE_ITEM_LEVEL_IMPRESSIONS'] }), memoryState())),
    );
    expect(remote.message).toBe(
      'Ad Manager: Invalid value at \'report.report_definition.metrics[0]\' (type.googleapis.com/google.ads.admanager.v1.ReportDefinition.Metric), "TOTAL_LINE_ITEM_LEVEL_IMPRESSIONS"',
    );
  });

  it('gives up on a run that does not finish in time (worth retrying later)', async () => {
    gam.pollsUntilDone = 1_000;
    const slow = adManagerConnector(config, { ...fast, maxWaitMs: 60 });
    const err = await refusal(pagesOf(slow.report(code(), request(), memoryState())));
    expect(err.message).toBe('Ad Manager did not finish the report in 0.06 seconds.');
    expect(err.transient).toBe(true);
  });
});

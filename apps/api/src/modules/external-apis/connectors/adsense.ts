import { ConnectorError, credentialChecks, credentialsOf, jsonObjectOf } from './connector.js';
import type { Connector, ConnectorConfig, KeyKind, ReportRequest, ReportRow } from './connector.js';
import { callGoogle, refreshTokenToken, type AccessToken } from './google-auth.js';

/**
 * AdSense Management API v2: one `reports:generate` call for the whole range; when more rows
 * matched than came back (a report answers at most 100,000), the range is asked again day by day.
 */

const PLATFORM = 'AdSense';

/** v2 Dimension names for each key; a placement is an AdSense custom channel. */
const KEY_DIMENSIONS: Record<KeyKind, string> = { ad_unit: 'AD_UNIT_ID', domain: 'DOMAIN_NAME', placement: 'CUSTOM_CHANNEL_ID' };
/** The most rows one report answers (and the largest `limit` it accepts). */
const ROW_LIMIT = 100_000;
/** Rows handed on at a time. */
const PAGE = 5_000;

interface Credentials {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  account: string;
}

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '' && !/\s/.test(value);

/** The credentials' shape problem, or the credentials. */
function readCredentials(code: string): string | Credentials {
  const record = jsonObjectOf(code);
  if (!record) return 'Paste the AdSense credentials as JSON: {"client_id", "client_secret", "refresh_token", "account"}.';
  const { client_id: clientId, client_secret: clientSecret, refresh_token: refreshToken, account } = record;
  if (!filled(clientId)) return 'Add "client_id": the OAuth client ID (….apps.googleusercontent.com).';
  if (!filled(clientSecret)) return 'Add "client_secret": the OAuth client secret.';
  if (!filled(refreshToken)) return 'Add "refresh_token": the refresh token the account owner granted (scope adsense.readonly).';
  if (typeof account !== 'string' || !/^accounts\/pub-\d+$/.test(account)) {
    return 'Add "account": the AdSense account, "accounts/pub-" followed by the publisher ID digits.';
  }
  return { clientId, clientSecret, refreshToken, account };
}

/** The days from `start` to `end`, inclusive (YYYY-MM-DD). */
function daysOf(start: string, end: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

function query(request: ReportRequest, start: string, end: string): string {
  const params = new URLSearchParams({ dateRange: 'CUSTOM' });
  for (const [edge, day] of [['startDate', start] as const, ['endDate', end] as const]) {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
    if (!m) throw new ConnectorError(`Not a day: "${day}".`);
    params.append(`${edge}.year`, String(Number(m[1])));
    params.append(`${edge}.month`, String(Number(m[2])));
    params.append(`${edge}.day`, String(Number(m[3])));
  }
  for (const dimension of ['DATE', KEY_DIMENSIONS[request.key]]) params.append('dimensions', dimension);
  for (const metric of request.metrics) params.append('metrics', metric);
  params.append('currencyCode', request.currency);
  params.append('limit', String(ROW_LIMIT));
  return params.toString();
}

interface ReportResult {
  totalMatchedRows?: string;
  headers?: Array<{ name?: string }>;
  rows?: Array<{ cells?: Array<{ value?: string }> }>;
}

/** One report: how many rows matched, and the rows that came back. */
async function generate(call: (path: string) => Promise<unknown>, account: string, request: ReportRequest, start: string, end: string) {
  const result = (await call(`${account}/reports:generate?${query(request, start, end)}`)) as ReportResult;
  const columns = new Map((result.headers ?? []).map((h, i) => [h.name, i]));
  const columnOf = (name: string) => {
    const index = columns.get(name);
    if (index === undefined) throw new ConnectorError(`${PLATFORM} answered without the column ${name}.`);
    return index;
  };
  const date = columnOf('DATE');
  const key = columnOf(KEY_DIMENSIONS[request.key]);
  const metrics = request.metrics.map((m) => [m, columnOf(m)] as const);
  const rows = (result.rows ?? []).map((row): ReportRow => {
    const cell = (i: number) => row.cells?.[i]?.value ?? '';
    return { date: cell(date), key: cell(key), values: Object.fromEntries(metrics.map(([m, i]) => [m, cell(i) === '' ? null : cell(i)])) };
  });
  const total = Number(result.totalMatchedRows ?? rows.length);
  return { total: Number.isFinite(total) ? total : rows.length, rows };
}

function* pages(rows: ReportRow[]): Generator<ReportRow[]> {
  for (let i = 0; i < rows.length; i += PAGE) yield rows.slice(i, i + PAGE);
}

function accountApi(config: ConnectorConfig, token: AccessToken) {
  const base = config.PUBDESK_ADSENSE_API_URL.replace(/\/+$/, '');
  return async (path: string) => (await callGoogle(`${base}/v2/${path}`, token, { platform: PLATFORM })).body;
}

export function adSenseConnector(config: ConnectorConfig): Connector {
  return {
    revisionDays: 3,
    currency: 'platform',
    ...credentialChecks(readCredentials, async (creds) => {
      const account = (await accountApi(config, refreshTokenToken(config, creds))(creds.account)) as { displayName?: unknown };
      return typeof account.displayName === 'string' && account.displayName ? account.displayName : creds.account;
    }),
    async *report(code, request) {
      if (request.byAdvertiser)
        throw new ConnectorError('AdSense reports have no advertiser dimension: a data item cannot be served by advertiser here.');
      if (request.metrics.length === 0) throw new ConnectorError('AdSense: no metric to report.');
      const bad = request.metrics.find((m) => !/^[A-Z][A-Z0-9_]*$/.test(m));
      if (bad !== undefined)
        throw new ConnectorError(`AdSense metric codes are API v2 Metric names (e.g. ESTIMATED_EARNINGS); "${bad}" is not.`);
      const creds = credentialsOf(readCredentials, code);
      const call = accountApi(config, refreshTokenToken(config, creds));
      const whole = await generate(call, creds.account, request, request.start, request.end);
      if (whole.total <= whole.rows.length) {
        yield* pages(whole.rows);
        return;
      }
      // Cut short: nothing of it has been handed on; ask again one day at a time.
      for (const day of daysOf(request.start, request.end)) {
        const part = await generate(call, creds.account, request, day, day);
        if (part.total > part.rows.length) {
          throw new ConnectorError(
            `${PLATFORM} matched ${part.total} rows on ${day} but answers at most ${part.rows.length} for one report.`,
          );
        }
        yield* pages(part.rows);
      }
    },
  };
}

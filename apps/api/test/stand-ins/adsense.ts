import type { ServerResponse } from 'node:http';
import { ADSENSE_SCOPE, apiError, authorized, failures, listen, oauthClient, sendJson, type GoogleTokenStandIn } from './google-token.js';

/**
 * A stand-in for the AdSense Management API v2, written from its published definition:
 * accounts.get and accounts.reports.generate with the query the API binds (CUSTOM date range,
 * repeated `dimensions` and `metrics`, `currencyCode`, `limit` up to 100,000). Every cell is a
 * string; `totalMatchedRows` (an int64, so a string too) counts the rows matched even when fewer
 * came back. It needs a Bearer token from the token stand-in carrying an AdSense scope.
 */

/** A row given as is: DATE (YYYY-MM-DD), the key dimension's value, each metric's cell. */
export interface AdSenseRow {
  date: string;
  key: string;
  values: Record<string, string>;
}
/** What reports serve: given rows (those inside the date range), or `keys` per day made up (see madeUpCell). */
export type AdSenseData = { rows: AdSenseRow[] } | { keys: number };

/** A subset of the v2 Dimension and Metric enums; a name outside it is refused as an unknown enum value. */
const DIMENSIONS = new Set([
  'DATE',
  'AD_UNIT_ID',
  'AD_UNIT_NAME',
  'DOMAIN_NAME',
  'DOMAIN_CODE',
  'OWNED_SITE_DOMAIN_NAME',
  'CUSTOM_CHANNEL_ID',
  'URL_CHANNEL_ID',
]);
const METRICS = new Set([
  'IMPRESSIONS',
  'CLICKS',
  'ESTIMATED_EARNINGS',
  'PAGE_VIEWS',
  'AD_REQUESTS',
  'MATCHED_AD_REQUESTS',
  'TOTAL_EARNINGS',
]);
const MONEY = new Set(['ESTIMATED_EARNINGS', 'TOTAL_EARNINGS']);
const PARAMS = new Set([
  'dateRange',
  'dimensions',
  'metrics',
  'currencyCode',
  'limit',
  'filters',
  'orderBy',
  'languageCode',
  'reportingTimeZone',
]);
const ROW_LIMIT = 100_000;

/** The key dimension's value of made-up key `k`. */
export function madeUpKey(dimension: string, k: number): string {
  const pub = oauthClient.account.replace('accounts/', 'ca-');
  if (dimension === 'AD_UNIT_ID') return `${pub}:${1_000_000_000 + k}`;
  if (dimension === 'CUSTOM_CHANNEL_ID') return `${pub}:${2_000_000_000 + k}`;
  return `site-${k}.example`;
}
/** A made-up cell for key `k` on the `d`-th day: earnings have two decimals. */
export function madeUpCell(metric: string, d: number, k: number): string {
  return MONEY.has(metric) ? `${(k % 89) + d}.${String((k * 31 + d) % 100).padStart(2, '0')}` : String(500 + k * 2 + d);
}

export interface AdSenseStandIn {
  /** The API's base, for PUBDESK_ADSENSE_API_URL. */
  url: string;
  account: string;
  data: AdSenseData;
  /** The most rows one report answers (100,000 at Google); lower it to cut reports short cheaply. */
  rowLimit: number;
  /** Each reports:generate query, as asked. */
  readonly queries: URLSearchParams[];
  /** The next requests answer `status` (429: with Retry-After when given). */
  failNext(status: number, options?: { retryAfter?: number; times?: number }): void;
  close(): Promise<void>;
}

const dateParam = (q: URLSearchParams, edge: string) => {
  const [y, m, d] = ['year', 'month', 'day'].map((part) => Number(q.get(`${edge}.${part}`)));
  if (![y, m, d].every((n) => Number.isInteger(n) && n! > 0)) return undefined;
  const text = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return Number.isNaN(Date.parse(text)) ? undefined : text;
};

/** The query's problem as the API words it, or what it asks. */
function readQuery(
  q: URLSearchParams,
): string | { start: string; end: string; dimensions: string[]; metrics: string[]; limit: number; currency: string } {
  for (const name of q.keys()) {
    if (!PARAMS.has(name) && !/^(start|end)Date\.(year|month|day)$/.test(name)) {
      return `Invalid JSON payload received. Unknown name "${name}": Cannot bind query parameter.`;
    }
  }
  const range = q.get('dateRange') ?? 'CUSTOM';
  if (range !== 'CUSTOM') return 'Only CUSTOM date ranges are answered by this stand-in.';
  const start = dateParam(q, 'startDate');
  const end = dateParam(q, 'endDate');
  if (!start || !end || start > end) return 'Invalid date range: startDate and endDate are required for a CUSTOM range.';
  const dimensions = q.getAll('dimensions');
  const metrics = q.getAll('metrics');
  const badDimension = dimensions.findIndex((d) => !DIMENSIONS.has(d));
  if (badDimension >= 0)
    return `Invalid value at 'dimensions[${badDimension}]' (type.googleapis.com/google.ads.adsense.v2.Dimension), "${dimensions[badDimension]}"`;
  const badMetric = metrics.findIndex((m) => !METRICS.has(m));
  if (badMetric >= 0)
    return `Invalid value at 'metrics[${badMetric}]' (type.googleapis.com/google.ads.adsense.v2.Metric), "${metrics[badMetric]}"`;
  if (metrics.length === 0) return 'At least one metric is required.';
  const limit = Number(q.get('limit') ?? ROW_LIMIT);
  if (!Number.isInteger(limit) || limit < 1 || limit > ROW_LIMIT) return `Limit must be between 1 and ${ROW_LIMIT}.`;
  const currency = q.get('currencyCode') ?? 'USD';
  if (!/^[A-Z]{3}$/.test(currency)) return 'Invalid currency code.';
  return { start, end, dimensions, metrics, limit, currency };
}

export async function start(options: { tokens: GoogleTokenStandIn; displayName?: string }): Promise<AdSenseStandIn> {
  const forced = failures();
  const state: AdSenseStandIn = {
    url: '',
    account: oauthClient.account,
    data: { keys: 3 },
    rowLimit: ROW_LIMIT,
    queries: [],
    failNext: (status, opts) => forced.add(status, opts),
    close: async () => undefined,
  };

  function generate(res: ServerResponse, q: URLSearchParams) {
    state.queries.push(q);
    const asked = readQuery(q);
    if (typeof asked === 'string') return apiError(res, 400, asked, 'INVALID_ARGUMENT');
    const data = state.data;
    const [, keyDimension = 'AD_UNIT_ID'] = asked.dimensions;
    const matched: AdSenseRow[] = [];
    if ('rows' in data) {
      matched.push(...data.rows.filter((r) => r.date >= asked.start && r.date <= asked.end));
    } else {
      const first = Date.parse(`${asked.start}T00:00:00Z`);
      for (let t = first, d = 0; t <= Date.parse(`${asked.end}T00:00:00Z`); t += 86_400_000, d++) {
        const date = new Date(t).toISOString().slice(0, 10);
        for (let k = 0; k < data.keys; k++) {
          matched.push({
            date,
            key: madeUpKey(keyDimension, k),
            values: Object.fromEntries(asked.metrics.map((m) => [m, madeUpCell(m, d, k)])),
          });
        }
      }
    }
    const served = matched.slice(0, Math.min(asked.limit, state.rowLimit));
    const cellsOf = (r: AdSenseRow) => [
      ...asked.dimensions.map((d) => ({ value: d === 'DATE' ? r.date : r.key })),
      ...asked.metrics.map((m) => ({ value: r.values[m] ?? '' })),
    ];
    const headers = [
      ...asked.dimensions.map((name) => ({ name, type: 'DIMENSION' })),
      ...asked.metrics.map((name) =>
        MONEY.has(name) ? { name, type: 'METRIC_CURRENCY', currencyCode: asked.currency } : { name, type: 'METRIC_TALLY' },
      ),
    ];
    const dateOf = (text: string) => ({ year: Number(text.slice(0, 4)), month: Number(text.slice(5, 7)), day: Number(text.slice(8, 10)) });
    sendJson(res, 200, {
      totalMatchedRows: String(matched.length),
      headers,
      rows: served.map((r) => ({ cells: cellsOf(r) })),
      startDate: dateOf(asked.start),
      endDate: dateOf(asked.end),
    });
  }

  const server = await listen((req, res, url) => {
    if (forced.answer(res)) return;
    if (!authorized(req, res, options.tokens, [ADSENSE_SCOPE, 'https://www.googleapis.com/auth/adsense'])) return;
    const m = /^\/v2\/(accounts\/[^/:]+)(\/reports:generate)?$/.exec(decodeURIComponent(url.pathname));
    if (req.method !== 'GET' || !m) return apiError(res, 404, 'Requested entity was not found.', 'NOT_FOUND');
    if (m[1] !== state.account) return apiError(res, 403, 'The caller does not have permission', 'PERMISSION_DENIED');
    if (m[2]) return generate(res, url.searchParams);
    sendJson(res, 200, {
      name: state.account,
      pubId: state.account.replace('accounts/', ''),
      displayName: options.displayName ?? 'Stand-in Publisher',
      timeZone: { id: 'America/New_York' },
      premium: false,
      state: 'READY',
      pendingTasks: [],
      createTime: '2020-01-01T00:00:00Z',
    });
  });
  state.url = server.url;
  state.close = server.close;
  return state;
}

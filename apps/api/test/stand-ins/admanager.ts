import type { ServerResponse } from 'node:http';
import { AD_MANAGER_SCOPE, apiError, authorized, failures, listen, readBody, sendJson, type GoogleTokenStandIn } from './google-token.js';

/**
 * A stand-in for the Google Ad Manager API v1 (REST), written from its published definition:
 * networks.get, networks.reports create / patch / run, the run's long-running operation (not done
 * at the first poll) and results:fetchRows paged by pageToken. It needs a Bearer token from the
 * token stand-in carrying the admanager scope. Rows are made on the fly, so a run can serve
 * 100,000 of them (10,000 ad units x 10 days) without holding them.
 */

/** A value as the API writes it; `doubleValue` is the JSON number's text, sent as is. */
export type AdManagerValue = { intValue: string } | { doubleValue: string } | { stringValue: string } | Record<string, never>;

/** A row given as is: DATE (YYYY-MM-DD), the key dimension's value, the advertiser, the metrics. */
export interface AdManagerRow {
  date: string;
  key: string;
  advertiser?: string;
  values: Record<string, AdManagerValue>;
}

/** What runs serve: given rows (those inside the date range), or `keys` per day made up (see madeUpValue). */
export type AdManagerData = { rows: AdManagerRow[] } | { keys: number; advertisers?: string[] };

/**
 * A subset of the v1 Dimension and Metric enums (the real ones hold hundreds): a name outside it
 * is refused as an unknown enum value would be, which catches the SOAP API's older names.
 */
const DIMENSIONS = new Set([
  'DATE',
  'AD_UNIT_ID',
  'AD_UNIT_NAME',
  'PLACEMENT_ID',
  'PLACEMENT_NAME',
  'SITE',
  'TOP_PRIVATE_DOMAIN',
  'ADVERTISER_ID',
  'ADVERTISER_NAME',
]);
const METRICS = new Set(
  ['IMPRESSIONS', 'CLICKS', 'REVENUE', 'REVENUE_WITHOUT_CPD', 'ACTIVE_VIEW_VIEWABLE_IMPRESSIONS', 'AD_REQUESTS']
    .concat(['AD_SERVER_IMPRESSIONS', 'AD_SERVER_CLICKS', 'AD_SERVER_REVENUE', 'AD_SERVER_REVENUE_WITHOUT_CPD'])
    .concat([
      'AD_EXCHANGE_IMPRESSIONS',
      'AD_EXCHANGE_CLICKS',
      'AD_EXCHANGE_REVENUE',
      'ADSENSE_IMPRESSIONS',
      'ADSENSE_CLICKS',
      'ADSENSE_REVENUE',
    ]),
);

/** The key dimension's value of made-up key `k`. */
export function madeUpKey(dimension: string, k: number): string {
  if (dimension === 'SITE' || dimension === 'TOP_PRIVATE_DOMAIN') return `site-${k}.example`;
  return String((dimension === 'PLACEMENT_ID' ? 200_000_000 : 100_000_000) + k);
}
/** A made-up metric value for key `k` on the `d`-th day: money (a *REVENUE metric) has six decimals. */
export function madeUpValue(metric: string, d: number, k: number): AdManagerValue {
  if (metric.includes('REVENUE')) return { doubleValue: `${(k % 97) + d}.${String((k * 7919 + d) % 1_000_000).padStart(6, '0')}` };
  return { intValue: String(1000 + k * 3 + d) };
}

interface Definition {
  dimensions: string[];
  metrics: string[];
  start: string;
  end: string;
}
interface Result {
  definition: Definition;
  total: number;
  row(i: number): string;
}

export interface AdManagerStandIn {
  /** The API's base, for PUBDESK_ADMANAGER_API_URL. */
  url: string;
  networkCode: string;
  data: AdManagerData;
  /** Polls answered "not done" before the operation is done. */
  pollsUntilDone: number;
  /** Fewer rows per page than asked, as the service may answer. */
  maxPageSize: number;
  /** Reports in the network, by name, with the definition as last saved. */
  readonly reports: Map<string, { name: string; displayName: string; visibility: string; reportDefinition: unknown }>;
  readonly counts: { creates: number; patches: number; runs: number; polls: number; pages: number; requests: number };
  /** The next requests answer `status` (429: with Retry-After when given). */
  failNext(status: number, options?: { retryAfter?: number; times?: number }): void;
  close(): Promise<void>;
}

const day = (d: { year?: unknown; month?: unknown; day?: unknown } | undefined) => {
  if (!d || !Number.isInteger(d.year) || !Number.isInteger(d.month) || !Number.isInteger(d.day)) return undefined;
  const text = `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
  return Number.isNaN(Date.parse(text)) ? undefined : text;
};

/** The definition's problem as the API words it, or the definition. */
function readDefinition(value: unknown): string | Definition {
  const d = (value ?? {}) as Record<string, unknown>;
  const dimensions = Array.isArray(d.dimensions) ? (d.dimensions as unknown[]) : [];
  const metrics = Array.isArray(d.metrics) ? (d.metrics as unknown[]) : [];
  const badDimension = dimensions.findIndex((x) => typeof x !== 'string' || !DIMENSIONS.has(x));
  if (badDimension >= 0) return enumError('dimensions', badDimension, 'Dimension', dimensions[badDimension]);
  const badMetric = metrics.findIndex((x) => typeof x !== 'string' || !METRICS.has(x));
  if (badMetric >= 0) return enumError('metrics', badMetric, 'Metric', metrics[badMetric]);
  if (metrics.length === 0) return 'Report definition must have at least one metric.';
  if (d.reportType !== 'HISTORICAL') return 'Report type must be HISTORICAL for these dimensions and metrics.';
  if (d.currencyCode !== undefined && !/^[A-Z]{3}$/.test(String(d.currencyCode))) return 'Invalid currency code.';
  const fixed = (d.dateRange as { fixed?: { startDate?: object; endDate?: object } } | undefined)?.fixed;
  const start = day(fixed?.startDate);
  const end = day(fixed?.endDate);
  if (!start || !end || start > end) return 'Invalid date range: a fixed date range needs a start date on or before its end date.';
  return { dimensions: dimensions as string[], metrics: metrics as string[], start, end };
}
const TYPE = 'type.googleapis.com/google.ads.admanager.v1';
const enumError = (field: string, i: number, kind: string, value: unknown) =>
  `Invalid value at 'report.report_definition.${field}[${i}]' (${TYPE}.ReportDefinition.${kind}), ${JSON.stringify(value)}`;

/** A value as JSON text, written by hand: pages of 10,000 rows are made on every fetch. */
function valueJson(v: AdManagerValue | undefined): string {
  if (!v) return '{}';
  if ('doubleValue' in v) return `{"doubleValue":${v.doubleValue}}`;
  if ('intValue' in v) return `{"intValue":"${v.intValue}"}`;
  if ('stringValue' in v) return `{"stringValue":${JSON.stringify(v.stringValue)}}`;
  return '{}';
}

/** The result of a run: its rows, each written as JSON text when asked for. */
function resultOf(definition: Definition, data: AdManagerData): Result {
  const [, keyDimension = 'AD_UNIT_ID'] = definition.dimensions;
  const write = (r: AdManagerRow) => {
    const dims = definition.dimensions.map((dim): AdManagerValue => {
      if (dim === 'DATE') return { intValue: r.date.replaceAll('-', '') };
      if (dim === 'ADVERTISER_ID') return { intValue: r.advertiser ?? '0' };
      return dim.endsWith('_ID') ? { intValue: r.key } : { stringValue: r.key };
    });
    const metrics = definition.metrics.map((m) => valueJson(r.values[m]));
    return `{"dimensionValues":[${dims.map(valueJson).join(',')}],"metricValueGroups":[{"primaryValues":[${metrics.join(',')}]}]}`;
  };
  if ('rows' in data) {
    const rows = data.rows.filter((r) => r.date >= definition.start && r.date <= definition.end);
    return { definition, total: rows.length, row: (i) => write(rows[i]!) };
  }
  const advertisers = definition.dimensions.includes('ADVERTISER_ID') ? (data.advertisers ?? ['4000001']) : [undefined];
  const first = Date.parse(`${definition.start}T00:00:00Z`);
  const days = Math.round((Date.parse(`${definition.end}T00:00:00Z`) - first) / 86_400_000) + 1;
  const perDay = data.keys * advertisers.length;
  return {
    definition,
    total: days * perDay,
    row(i) {
      const d = Math.floor(i / perDay);
      const k = Math.floor((i % perDay) / advertisers.length);
      const values = Object.fromEntries(definition.metrics.map((m) => [m, madeUpValue(m, d, k)]));
      const date = new Date(first + d * 86_400_000).toISOString().slice(0, 10);
      return write({ date, key: madeUpKey(keyDimension, k), advertiser: advertisers[i % advertisers.length], values });
    },
  };
}

export async function start(options: {
  tokens: GoogleTokenStandIn;
  networkCode?: string;
  displayName?: string;
}): Promise<AdManagerStandIn> {
  const networkCode = options.networkCode ?? '21700000';
  const forced = failures();
  const operations = new Map<string, { polls: number; result: string; report: string }>();
  const results = new Map<string, Result>();
  let nextId = 5_000_001;
  const notFound = (res: ServerResponse) => apiError(res, 404, 'Requested entity was not found.', 'NOT_FOUND');
  const badRequest = (res: ServerResponse, message: string) => apiError(res, 400, message, 'INVALID_ARGUMENT');

  const state: AdManagerStandIn = {
    url: '',
    networkCode,
    data: { keys: 3 },
    pollsUntilDone: 1,
    maxPageSize: 10_000,
    reports: new Map(),
    counts: { creates: 0, patches: 0, runs: 0, polls: 0, pages: 0, requests: 0 },
    failNext: (status, opts) => forced.add(status, opts),
    close: async () => undefined,
  };

  const server = await listen(async (req, res, url) => {
    state.counts.requests++;
    const body = await readBody(req);
    if (forced.answer(res)) return;
    if (!authorized(req, res, options.tokens, [AD_MANAGER_SCOPE])) return;
    const m = /^\/v1\/networks\/([^/:]+)(\/.*)?$/.exec(decodeURIComponent(url.pathname));
    if (!m) return notFound(res);
    if (m[1] !== networkCode) return apiError(res, 403, 'The caller does not have permission', 'PERMISSION_DENIED');
    const rest = m[2] ?? '';
    const prefix = `networks/${networkCode}`;
    let json: Record<string, unknown> = {};
    try {
      json = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    } catch {
      return badRequest(res, 'Invalid JSON payload received.');
    }

    if (req.method === 'GET' && rest === '') {
      const displayName = options.displayName ?? 'Stand-in Network';
      return sendJson(res, 200, { name: prefix, networkCode, displayName, timeZone: 'America/New_York', currencyCode: 'USD' });
    }
    if (req.method === 'POST' && rest === '/reports') {
      const definition = readDefinition(json.reportDefinition);
      if (typeof definition === 'string') return badRequest(res, definition);
      const name = `${prefix}/reports/${nextId++}`;
      const [displayName, visibility] = [String(json.displayName ?? ''), String(json.visibility ?? 'HIDDEN')];
      const saved = { name, displayName, visibility, reportDefinition: json.reportDefinition };
      state.reports.set(name, saved);
      state.counts.creates++;
      return sendJson(res, 200, { ...saved, reportId: name.split('/').pop() });
    }
    const report = /^\/reports\/(\d+)$/.exec(rest);
    if (req.method === 'PATCH' && report) {
      const saved = state.reports.get(`${prefix}/reports/${report[1]}`);
      if (!saved) return notFound(res);
      const mask = (url.searchParams.get('updateMask') ?? '').split(',');
      if (!mask.includes('reportDefinition') && !mask.includes('report_definition'))
        return badRequest(res, 'The update mask must name the fields to update.');
      const definition = readDefinition(json.reportDefinition);
      if (typeof definition === 'string') return badRequest(res, definition);
      saved.reportDefinition = json.reportDefinition;
      state.counts.patches++;
      return sendJson(res, 200, saved);
    }
    const run = /^\/reports\/(\d+):run$/.exec(rest);
    if (req.method === 'POST' && run) {
      const saved = state.reports.get(`${prefix}/reports/${run[1]}`);
      if (!saved) return notFound(res);
      const definition = readDefinition(saved.reportDefinition) as Definition;
      const result = `${saved.name}/results/${nextId++}`;
      results.set(result, resultOf(definition, state.data));
      const operation = `${prefix}/operations/reports/runs/${nextId++}`;
      operations.set(operation, { polls: 0, result, report: saved.name });
      state.counts.runs++;
      const metadata = { '@type': `${TYPE}.RunReportMetadata`, percentComplete: 0, report: saved.name };
      return sendJson(res, 200, { name: operation, metadata, done: false });
    }
    if (req.method === 'GET' && rest.startsWith('/operations/reports/runs/')) {
      const op = operations.get(`${prefix}${rest}`);
      if (!op) return notFound(res);
      state.counts.polls++;
      const done = ++op.polls > state.pollsUntilDone;
      const metadata = { '@type': `${TYPE}.RunReportMetadata`, percentComplete: done ? 100 : 50, report: op.report };
      const response = done ? { response: { '@type': `${TYPE}.RunReportResponse`, reportResult: op.result } } : {};
      return sendJson(res, 200, { name: `${prefix}${rest}`, metadata, done, ...response });
    }
    const fetch = /^(\/reports\/\d+\/results\/\d+):fetchRows$/.exec(rest);
    if (req.method === 'GET' && fetch) {
      const name = `${prefix}${fetch[1]}`;
      const result = results.get(name);
      if (!result) return notFound(res);
      return sendPage(res, name, result, url.searchParams);
    }
    notFound(res);
  });

  /** One page of rows; the page token carries where the next page starts. */
  function sendPage(res: ServerResponse, name: string, result: Result, query: URLSearchParams) {
    const asked = Number(query.get('pageSize') ?? 1000);
    if (!Number.isInteger(asked) || asked < 0) return badRequest(res, 'Invalid page size.');
    const size = Math.min(asked || 1000, 10_000, state.maxPageSize);
    let offset = 0;
    const token = query.get('pageToken');
    if (token) {
      let read: { r?: unknown; o?: unknown } = {};
      try {
        read = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as typeof read;
      } catch {
        // Not one of ours: refused below.
      }
      if (read.r !== name || typeof read.o !== 'number') return badRequest(res, 'Invalid page token.');
      offset = read.o;
    }
    const end = Math.min(offset + size, result.total);
    const rows: string[] = [];
    for (let i = offset; i < end; i++) rows.push(result.row(i));
    const nextToken = Buffer.from(JSON.stringify({ r: name, o: end })).toString('base64url');
    const next = end < result.total ? `,"nextPageToken":"${nextToken}"` : '';
    const dates = JSON.stringify([{ startDate: dateOf(result.definition.start), endDate: dateOf(result.definition.end) }]);
    const runTime = new Date().toISOString();
    state.counts.pages++;
    sendJson(res, 200, `{"rows":[${rows.join(',')}],"runTime":"${runTime}","dateRanges":${dates},"totalRowCount":${result.total}${next}}`);
  }

  state.url = server.url;
  state.close = server.close;
  return state;
}

const dateOf = (text: string) => ({ year: Number(text.slice(0, 4)), month: Number(text.slice(5, 7)), day: Number(text.slice(8, 10)) });

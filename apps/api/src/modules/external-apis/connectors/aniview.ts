import { ConnectorError, credentialChecks, credentialsOf } from './connector.js';
import type { Connector, ConnectorConfig, KeyKind, ReportRequest, ReportRow } from './connector.js';
import { httpCall, parseJsonExact, reasonOf, type HttpAnswer } from './http.js';

/*
 * AniView's Reporting API (aniviewwiki.atlassian.net, "Reporting API"): `POST /api/token` with
 * {id, password, accountId} answers {data: {token, accountId}}; every later call carries the
 * token in `X-Bamboo-Token`. `GET /api/adserver/stats/report` takes startDate/endDate (Unix
 * seconds), tzo (hours), comma-separated dimensions and metrics, and answers {data: [row...]};
 * a dimension or metric with no value is "-". The report has no paging of its own, so one day is
 * asked at a time and a large day is handed on in pages.
 */

const PLATFORM = 'AniView';
/** `r` is AniView's "Domain/Bundle ID"; a channel (`ncid`) is the supply unit a player tag serves, the closest to an ad unit or a placement. */
const KEY_DIMENSION: Record<KeyKind, string> = { domain: 'r', ad_unit: 'ncid', placement: 'ncid' };
/**
 * "Advertiser Id", the demand partner the revenue came from. The part of AniView's dimension list
 * that could be read stops before it; the code comes from published scripts that report by it.
 */
const ADVERTISER_DIMENSION = 'aid';
/** Column titles AniView may use instead of the codes (compared without case or punctuation). */
const TITLES = new Map([
  ['r', 'Domain/Bundle ID'],
  ['ncid', 'Channel ID'],
  ['aid', 'Advertiser Id'],
]);
const PAGE_ROWS = 5000;
const DAY_SECONDS = 86_400;
const METRIC_CODE = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

interface Credentials {
  id: string;
  password: string;
  accountId: string;
}

/** The credentials, or a message naming what is wrong (never quoting the text: it holds the password). */
function readCredentials(code: string): Credentials | string {
  let value: unknown;
  try {
    value = JSON.parse(code);
  } catch {
    return 'The credentials must be JSON: {"id": "...", "password": "...", "accountId": "..."}.';
  }
  const record = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');
  const missing = ['id', 'password', 'accountId'].filter((key) => !text(key).trim());
  if (missing.length > 0) return `The credentials need ${missing.join(', ')} (non-empty text).`;
  return { id: text('id').trim(), password: text('password'), accountId: text('accountId').trim() };
}

function parsed(answer: HttpAnswer, exact = false): unknown {
  try {
    return exact ? parseJsonExact(answer.text) : JSON.parse(answer.text);
  } catch {
    return null;
  }
}

/** A failed call as a user reads it: busy or down is worth a retry; the platform's reason otherwise. */
function failure(answer: HttpAnswer, what: string): ConnectorError {
  const reason = reasonOf(answer, PLATFORM);
  if (answer.status === 429 || answer.status >= 500) return new ConnectorError(reason, true);
  const detail = reason.startsWith(`${PLATFORM}: `) ? reason.slice(PLATFORM.length + 2) : `HTTP ${answer.status}`;
  return new ConnectorError(`${PLATFORM} refused ${what}: ${detail}`.slice(0, 500));
}

interface Session {
  token: string;
  accountId: string;
}

async function signIn(base: string, credentials: Credentials): Promise<Session> {
  const answer = await httpCall(`${base}/api/token?format=json`, { method: 'POST', json: credentials, platform: PLATFORM });
  const data = (parsed(answer) as { data?: { token?: unknown; accountId?: unknown } } | null)?.data;
  if (answer.status !== 200) throw failure(answer, 'the sign-in');
  // A 200 without a token carries its error in the body, if it gives one.
  if (typeof data?.token !== 'string' || !data.token.trim())
    throw reasonOf(answer, PLATFORM).startsWith(`${PLATFORM}: `)
      ? failure(answer, 'the sign-in')
      : new ConnectorError(`${PLATFORM} signed in without a token.`);
  const accountId = typeof data.accountId === 'string' && data.accountId ? data.accountId : credentials.accountId;
  return { token: data.token.trim(), accountId };
}

/** Each day of the range, inclusive, as YYYY-MM-DD with its first second (UTC, so `tzo` is 0). */
function* days(request: ReportRequest): Generator<{ day: string; start: number }> {
  const first = Date.parse(`${request.start}T00:00:00Z`) / 1000;
  const last = Date.parse(`${request.end}T00:00:00Z`) / 1000;
  if (!Number.isInteger(first) || !Number.isInteger(last) || last < first)
    throw new ConnectorError('The import range is not a valid range of days.');
  for (let start = first; start <= last; start += DAY_SECONDS) yield { day: new Date(start * 1000).toISOString().slice(0, 10), start };
}

/** A number's text without an exponent (1.5E-7 -> 0.00000015), so money never passes through a double; null when not a number. */
export function plainDecimal(text: string): string | null {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d{1,3}))?$/.exec(text.trim());
  if (!m) return null;
  const [, sign = '', whole = '', fraction = '', exponent] = m;
  if (exponent === undefined) return text.trim();
  let digits = whole + fraction;
  let point = whole.length + Number(exponent);
  if (point <= 0) [digits, point] = ['0'.repeat(1 - point) + digits, 1];
  if (point > digits.length) digits += '0'.repeat(point - digits.length);
  const int = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const rest = digits.slice(point).replace(/0+$/, '');
  return sign + int + (rest ? `.${rest}` : '');
}

/** A metric's cell as decimal text; null for no value ("-", null, or no such column). */
function metricValue(value: unknown, metric: string): string | null {
  if (value === undefined || value === null || value === '-') return null;
  const text = typeof value === 'string' ? plainDecimal(value) : null;
  if (text === null) throw new ConnectorError(`${PLATFORM} sent a value of ${metric} that is not a number.`);
  return text;
}

const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Where each wanted code is in the rows: the code itself, else a column whose title matches it. */
function columnsOf(sample: Record<string, unknown>, codes: readonly string[]): Map<string, string> {
  const byTitle = new Map(Object.keys(sample).map((key) => [squash(key), key]));
  return new Map(codes.map((code) => [code, Object.hasOwn(sample, code) ? code : (byTitle.get(squash(TITLES.get(code) ?? code)) ?? code)]));
}

/**
 * A report answer's rows. A metric asked for with no column in the answer fails the import: only
 * "-" in a cell says "no value", and a column left out is not a measured zero.
 */
export function readRows(answer: HttpAnswer, day: string, key: string, byAdvertiser: boolean, metrics: readonly string[]): ReportRow[] {
  const data = (parsed(answer, true) as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw new ConnectorError(`${PLATFORM} answered a report without rows.`);
  const rows = data.filter((row): row is Record<string, unknown> => !!row && typeof row === 'object');
  const columns = columnsOf(rows[0] ?? {}, [key, ADVERTISER_DIMENSION, ...metrics]);
  const missing = rows[0] ? metrics.find((metric) => !Object.hasOwn(rows[0]!, columns.get(metric) ?? metric)) : undefined;
  if (missing !== undefined) throw new ConnectorError(`${PLATFORM} answered a report without the ${missing} column.`);
  const cell = (row: Record<string, unknown>, code: string) => {
    const column = columns.get(code) ?? code;
    return Object.hasOwn(row, column) ? row[column] : undefined;
  };
  const out: ReportRow[] = [];
  for (const row of rows) {
    const keyValue = cell(row, key);
    // A row without a key ("-": traffic AniView could not attribute) matches no data item.
    if (typeof keyValue !== 'string' || keyValue === '' || keyValue === '-') continue;
    const values: Record<string, string | null> = {};
    for (const metric of metrics) {
      values[metric] = metricValue(cell(row, metric), metric);
    }
    const advertiser = byAdvertiser ? cell(row, ADVERTISER_DIMENSION) : undefined;
    out.push({
      date: day,
      key: keyValue,
      ...(typeof advertiser === 'string' && advertiser !== '-' ? { advertiserId: advertiser } : {}),
      values,
    });
  }
  return out;
}

export function aniviewConnector(config: ConnectorConfig): Connector {
  const base = config.PUBDESK_ANIVIEW_API_URL.replace(/\/+$/, '');

  const fetchDay = (url: string, session: Session) => httpCall(url, { headers: { 'X-Bamboo-Token': session.token }, platform: PLATFORM });

  return {
    revisionDays: 2,
    currency: 'source',

    ...credentialChecks(readCredentials, async (credentials) => `${PLATFORM} account ${(await signIn(base, credentials)).accountId}`),

    async *report(code, request) {
      const credentials = credentialsOf(readCredentials, code);
      const odd = request.metrics.find((metric) => !METRIC_CODE.test(metric));
      if (odd !== undefined) throw new ConnectorError(`"${odd.slice(0, 64)}" is not an ${PLATFORM} metric code.`);
      if (request.metrics.length === 0) return;
      const key = KEY_DIMENSION[request.key];
      const dimensions = request.byAdvertiser ? [key, ADVERTISER_DIMENSION] : [key];
      let session = await signIn(base, credentials);
      for (const { day, start } of days(request)) {
        const query = new URLSearchParams({
          format: 'json',
          startDate: String(start),
          endDate: String(start + DAY_SECONDS - 1),
          tzo: '0',
          dimensions: dimensions.join(','),
          metrics: request.metrics.join(','),
          query: '{}',
        });
        const url = `${base}/api/adserver/stats/report?${query}`;
        let answer = await fetchDay(url, session);
        if (answer.status === 401) {
          // The session ended (tokens expire): sign in again once, then give up.
          session = await signIn(base, credentials);
          answer = await fetchDay(url, session);
        }
        if (answer.status !== 200) throw failure(answer, 'the report');
        const rows = readRows(answer, day, key, request.byAdvertiser, request.metrics);
        for (let i = 0; i < rows.length; i += PAGE_ROWS) yield rows.slice(i, i + PAGE_ROWS);
      }
    },
  };
}

import { createPrivateKey } from 'node:crypto';
import { ConnectorError, credentialChecks, credentialsOf, jsonObjectOf } from './connector.js';
import type { Connector, ConnectorConfig, KeyKind, ReportRequest, ReportRow } from './connector.js';
import { AD_MANAGER_SCOPE, callGoogle, serviceAccountToken, type AccessToken } from './google-auth.js';

/**
 * Google Ad Manager API v1 (REST). One report per External API is kept in the customer's network
 * (every report created stays there) and rewritten for each run: create it once, then PATCH its
 * definition, run it, poll the long-running operation, and read the result page by page.
 */

const PLATFORM = 'Ad Manager';

/** v1 Dimension names for each key; SITE is "Site" (domain or subdomain) in the Ad Manager UI. */
const KEY_DIMENSIONS: Record<KeyKind, string> = { ad_unit: 'AD_UNIT_ID', placement: 'PLACEMENT_ID', domain: 'SITE' };

/** Timing knobs; the defaults respect Ad Manager's documented quota (2 requests a second). */
export interface AdManagerTiming {
  /** Least time between two calls. */
  minIntervalMs: number;
  /** First wait before polling the run, grown by half each poll up to 15 s. */
  pollMs: number;
  /** Longest wait for a run to finish. */
  maxWaitMs: number;
  /** First backoff of a retried call (429, 5xx). */
  backoffMs: number;
}
const DEFAULT_TIMING: AdManagerTiming = { minIntervalMs: 500, pollMs: 1000, maxWaitMs: 10 * 60_000, backoffMs: 500 };

interface Credentials {
  clientEmail: string;
  privateKey: string;
  networkCode: string;
}

/** The credentials' shape problem, or the credentials. */
function readCredentials(code: string): string | Credentials {
  const key = jsonObjectOf(code);
  if (!key) return 'Paste the service account JSON key file, with "network_code" added.';
  if (key.type !== 'service_account') return 'The key file must be a service account key ("type": "service_account").';
  const { client_email: clientEmail, private_key: privateKey, network_code: network } = key;
  if (typeof clientEmail !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(clientEmail)) return 'The key file lacks its "client_email".';
  if (typeof privateKey !== 'string' || !privateKey.includes('-----BEGIN PRIVATE KEY-----')) {
    return 'The key file lacks its "private_key" (a PEM key, "-----BEGIN PRIVATE KEY-----").';
  }
  try {
    createPrivateKey(privateKey);
  } catch {
    return 'The key file\'s "private_key" is not a readable PEM private key.';
  }
  const networkCode = typeof network === 'number' && Number.isSafeInteger(network) ? String(network) : network;
  if (typeof networkCode !== 'string' || !/^\d{1,20}$/.test(networkCode)) {
    return 'Add "network_code" to the key file: the Ad Manager network code (digits).';
  }
  return { clientEmail, privateKey, networkCode };
}

const dateOf = (day: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) throw new ConnectorError(`Not a day: "${day}".`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
};

/** The report definition for a request (v1 ReportDefinition). */
function definitionOf(request: ReportRequest) {
  if (request.metrics.length === 0) throw new ConnectorError('Ad Manager: no metric to report.');
  const bad = request.metrics.find((m) => !/^[A-Z][A-Z0-9_]*$/.test(m));
  if (bad !== undefined)
    throw new ConnectorError(`Ad Manager metric codes are API v1 Metric names (e.g. AD_SERVER_IMPRESSIONS); "${bad}" is not.`);
  return {
    dimensions: ['DATE', KEY_DIMENSIONS[request.key], ...(request.byAdvertiser ? ['ADVERTISER_ID'] : [])],
    metrics: [...request.metrics],
    dateRange: { fixed: { startDate: dateOf(request.start), endDate: dateOf(request.end) } },
    currencyCode: request.currency,
    reportType: 'HISTORICAL',
  };
}

/** A resource name the platform gave, checked before it goes into a URL path. */
function nameOf(value: unknown, network: string, what: string): string {
  if (typeof value !== 'string' || !value.startsWith(`networks/${network}/`) || !/^[\w/-]+$/.test(value) || value.includes('..')) {
    throw new ConnectorError(`${PLATFORM} answered no usable ${what} name.`);
  }
  return value;
}

type Value = { intValue?: string; doubleValue?: string; stringValue?: string };

/** A number's text without an exponent, digits kept exactly ("1.5E-3" -> "0.0015"). */
function plainDecimal(text: string): string | null {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!m) return null; // "NaN", "Infinity": no value
  const [, sign = '', int = '', frac = '', exp] = m;
  if (exp === undefined) return text;
  const digits = int + frac;
  const point = int.length + Number(exp);
  const whole = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
  const rest = point >= digits.length ? '' : digits.slice(Math.max(point, 0)).padStart(digits.length - point, '0');
  return `${sign}${whole.replace(/^0+(?=\d)/, '')}${rest ? `.${rest}` : ''}`;
}

/** A value's text: int64 and money keep the text they came as (parseJsonExact made it a string). */
function textOf(value: Value | undefined): string | null {
  if (!value) return null;
  if (value.intValue !== undefined) return String(value.intValue);
  if (value.doubleValue !== undefined) return plainDecimal(String(value.doubleValue));
  if (value.stringValue !== undefined) return value.stringValue;
  return null;
}

interface Row {
  dimensionValues?: Value[];
  metricValueGroups?: Array<{ primaryValues?: Value[] }>;
}

/**
 * A report row. Its values come in the order the metrics were asked for; a row with fewer of them
 * fails the import (a metric left out is not a measured zero).
 */
export function rowOf(row: Row, request: ReportRequest): ReportRow {
  const [date, key, advertiser] = (row.dimensionValues ?? []).map(textOf);
  const day = /^(\d{4})(\d{2})(\d{2})$/.exec(date ?? '');
  if (!day) throw new ConnectorError(`${PLATFORM} answered a row without its DATE.`);
  const metrics = row.metricValueGroups?.[0]?.primaryValues ?? [];
  if (metrics.length < request.metrics.length) {
    throw new ConnectorError(`${PLATFORM} answered a row with ${metrics.length} of the ${request.metrics.length} metrics asked for.`);
  }
  const out: ReportRow = {
    date: `${day[1]}-${day[2]}-${day[3]}`,
    key: key ?? '',
    values: Object.fromEntries(request.metrics.map((m, i) => [m, textOf(metrics[i])])),
  };
  if (request.byAdvertiser) out.advertiserId = advertiser ?? '';
  return out;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls to one network, spaced by `minIntervalMs`. */
function networkApi(config: ConnectorConfig, token: AccessToken, timing: AdManagerTiming) {
  const base = config.PUBDESK_ADMANAGER_API_URL.replace(/\/+$/, '');
  let last = 0;
  return async (method: 'GET' | 'POST' | 'PATCH', path: string, json?: unknown, allow?: number[]) => {
    const wait = last + timing.minIntervalMs - Date.now();
    if (wait > 0) await sleep(wait);
    last = Date.now();
    const { body } = await callGoogle(`${base}/v1/${path}`, token, {
      method,
      json,
      allow,
      platform: PLATFORM,
      backoffMs: timing.backoffMs,
    });
    return body as Record<string, unknown> | undefined;
  };
}
type Api = ReturnType<typeof networkApi>;

/** The kept report, its definition brought up to date; created when there is none or it is gone. */
async function keptReport(api: Api, network: string, definition: unknown, saved: string, save: (name: string) => Promise<void>) {
  // A name from another network (the credentials changed) is not ours to update.
  if (new RegExp(`^networks/${network}/reports/\\d+$`).test(saved)) {
    const patched = await api('PATCH', `${saved}?updateMask=reportDefinition`, { reportDefinition: definition }, [404]);
    if (patched) return saved;
  }
  const created = await api('POST', `networks/${network}/reports`, {
    displayName: 'Pubdesk revenue import',
    // Kept out of the Ad Manager UI's report list.
    visibility: 'HIDDEN',
    reportDefinition: definition,
  });
  const name = nameOf(created?.name, network, 'report');
  await save(name);
  return name;
}

/** Runs the report and waits for its operation: the result's name. */
async function runReport(api: Api, network: string, report: string, timing: AdManagerTiming): Promise<string> {
  let operation = await api('POST', `${report}:run`, {});
  const name = nameOf(operation?.name, network, 'operation');
  const deadline = Date.now() + timing.maxWaitMs;
  for (let wait = timing.pollMs; operation?.done !== true; wait = Math.min(wait * 1.5, 15_000)) {
    if (Date.now() + wait > deadline) {
      const waited = timing.maxWaitMs >= 60_000 ? `${Math.round(timing.maxWaitMs / 60_000)} minutes` : `${timing.maxWaitMs / 1000} seconds`;
      throw new ConnectorError(`${PLATFORM} did not finish the report in ${waited}.`, true);
    }
    await sleep(wait);
    operation = await api('GET', name);
  }
  const error = operation.error as { message?: unknown } | undefined;
  if (error) throw new ConnectorError(`${PLATFORM}: the report run failed: ${String(error.message ?? 'no reason given')}`.slice(0, 500));
  return nameOf((operation.response as { reportResult?: unknown } | undefined)?.reportResult, network, 'report result');
}

export function adManagerConnector(config: ConnectorConfig, timing: Partial<AdManagerTiming> = {}): Connector {
  const t = { ...DEFAULT_TIMING, ...timing };
  return {
    revisionDays: 3,
    currency: 'platform',
    ...credentialChecks(readCredentials, async (creds) => {
      const api = networkApi(config, serviceAccountToken(config, creds, AD_MANAGER_SCOPE), { ...t, minIntervalMs: 0 });
      const network = await api('GET', `networks/${creds.networkCode}`);
      const name = network?.displayName;
      return typeof name === 'string' && name ? name : `Network ${creds.networkCode}`;
    }),
    async *report(code, request, state) {
      const definition = definitionOf(request);
      const creds = credentialsOf(readCredentials, code);
      const api = networkApi(config, serviceAccountToken(config, creds, AD_MANAGER_SCOPE), t);
      const report = await keptReport(api, creds.networkCode, definition, state.reportName, (name) => state.saveReportName(name));
      const result = await runReport(api, creds.networkCode, report, t);
      let pageToken = '';
      // A page's answer (its text and parsed tree) is dropped before its rows are handed on:
      // kept across the yield it would outlive the caller's writes and pile up in the heap.
      const fetchPage = async (token: string) => {
        const query = `pageSize=10000${token ? `&pageToken=${encodeURIComponent(token)}` : ''}`;
        const page = await api('GET', `${result}:fetchRows?${query}`);
        const rows = ((page?.rows as Row[] | undefined) ?? []).map((row) => rowOf(row, request));
        return { rows, next: typeof page?.nextPageToken === 'string' ? page.nextPageToken : '' };
      };
      do {
        const { rows, next } = await fetchPage(pageToken);
        pageToken = next;
        yield rows;
      } while (pageToken);
    },
  };
}

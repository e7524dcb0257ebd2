/**
 * An AniView Reporting API stand-in on loopback (node:http), written from AniView's published
 * description: `POST /api/token` signs in, `GET /api/adserver/stats/report` answers {data: [...]}
 * to a caller holding a live token in `X-Bamboo-Token`, and checks the query the way the service
 * does (dates as whole Unix seconds, tzo, known dimensions). Rows are generated per call, so a
 * large report costs no fixture. Knobs make it busy, failing, refusing or expiring sessions.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A cell as AniView writes it: JSON text, or a number given as its exact JSON literal. */
export type Cell = string | { number: string };
export type Row = Record<string, Cell>;

export interface ReportQuery {
  startDate: number;
  endDate: number;
  tzo: number;
  dimensions: string[];
  metrics: string[];
}

export interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  token: string | undefined;
}

export const aniviewUser = { id: 'reports@publisher.example', password: 'correct horse battery', accountId: '5678fa70181f46dc32812345' };

const DIMENSIONS = new Set(['daily', 'hourly', 'r', 'grR', 'ncid', 'ncidName', 'pcid', 'nasid', 'nasidName', 'aid', 'cou']);
const MAX_RANGE_SECONDS = 366 * 86_400;

/** Three rows per call: the key dimension, the advertiser when asked, and known metrics; any other metric is "-". */
export function defaultRows(query: ReportQuery, count = 3): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < count; i++) {
    const row: Row = {};
    for (const dimension of query.dimensions) {
      if (dimension === 'r') row.r = `site${i}.example`;
      else if (dimension === 'ncid') row.ncid = `channel-${i}`;
      else if (dimension === 'aid') row.aid = `adv-${i % 2}`;
      else if (dimension === 'daily') row.daily = { number: String(query.startDate) };
      else row[dimension] = '-';
    }
    for (const metric of query.metrics) {
      if (metric === 'impression') row.impression = { number: String(1000 + i) };
      else if (metric === 'request') row.request = { number: String(5000 + i) };
      else if (metric === 'revenue') row.revenue = { number: '0.123456' };
      else row[metric] = '-';
    }
    rows.push(row);
  }
  return rows;
}

const rowJson = (row: Row) =>
  `{${Object.entries(row)
    .map(([name, cell]) => `${JSON.stringify(name)}:${typeof cell === 'string' ? JSON.stringify(cell) : cell.number}`)
    .join(',')}}`;

export function aniviewStandIn() {
  const calls: Call[] = [];
  const tokens = new Set<string>();
  const knobs = {
    rows: defaultRows as (query: ReportQuery) => Iterable<Row>,
    /** Answer the next report call 429 with this Retry-After (seconds). */
    busyOnce: null as string | null,
    /** Answer the next report call 500. */
    failOnce: false,
    /** Refuse every sign-in as a wrong password. */
    refusePassword: false,
  };
  let server: Server | undefined;

  const json = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  function signIn(body: string, res: ServerResponse) {
    let input: Record<string, unknown>;
    try {
      input = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return json(res, 400, { message: 'Invalid JSON payload' });
    }
    const { id, password, accountId } = aniviewUser;
    if (knobs.refusePassword || input.id !== id || input.password !== password || input.accountId !== accountId)
      return json(res, 401, { status: 'error', message: 'Wrong email or password' });
    const token = randomBytes(48).toString('base64');
    tokens.add(token);
    return json(res, 200, { data: { token, accountId } });
  }

  /** The query as AniView reads it, or the reason it refuses it. */
  function readQuery(q: Record<string, string>): ReportQuery | string {
    const whole = (name: string) => (/^-?\d+$/.test(q[name] ?? '') ? Number(q[name]) : NaN);
    const startDate = whole('startDate');
    const endDate = whole('endDate');
    const tzo = q.tzo === undefined ? 0 : whole('tzo');
    if (Number.isNaN(startDate) || Number.isNaN(endDate)) return 'startDate and endDate are required (Unix seconds)';
    if (endDate < startDate || endDate - startDate > MAX_RANGE_SECONDS) return 'Invalid date range';
    if (!(tzo >= -12 && tzo <= 14)) return 'Invalid tzo';
    if (q.format !== 'json') return 'Unsupported format';
    const dimensions = (q.dimensions ?? '').split(',').filter(Boolean);
    const metrics = (q.metrics ?? '').split(',').filter(Boolean);
    if (dimensions.length === 0 || metrics.length === 0) return 'dimensions and metrics are required';
    const unknown = dimensions.find((d) => !DIMENSIONS.has(d));
    if (unknown) return `Unknown dimension ${unknown}`;
    return { startDate, endDate, tzo, dimensions, metrics };
  }

  function report(req: IncomingMessage, q: Record<string, string>, res: ServerResponse) {
    const token = req.headers['x-bamboo-token'];
    if (typeof token !== 'string' || !tokens.has(token)) return json(res, 401, { message: 'Unauthorized' });
    if (knobs.busyOnce !== null) {
      res.writeHead(429, { 'retry-after': knobs.busyOnce, 'content-type': 'application/json' }).end('{"message":"Too many requests"}');
      knobs.busyOnce = null;
      return;
    }
    if (knobs.failOnce) {
      knobs.failOnce = false;
      return json(res, 500, { message: 'Internal error' });
    }
    const query = readQuery(q);
    if (typeof query === 'string') return json(res, 400, { message: query });
    res.writeHead(200, { 'content-type': 'application/json' });
    let chunk = '{"data":[';
    let first = true;
    for (const row of knobs.rows(query)) {
      chunk += (first ? '' : ',') + rowJson(row);
      first = false;
      if (chunk.length > 65_536) {
        res.write(chunk);
        chunk = '';
      }
    }
    res.end(`${chunk}]}`);
  }

  function handle(req: IncomingMessage, body: string, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://aniview.test');
    const query = Object.fromEntries(url.searchParams);
    const token = req.headers['x-bamboo-token'];
    calls.push({ method: req.method ?? '', path: url.pathname, query, token: typeof token === 'string' ? token : undefined });
    if (req.method === 'POST' && url.pathname === '/api/token') {
      if (!String(req.headers['content-type']).startsWith('application/json')) return json(res, 415, { message: 'Expected JSON' });
      return signIn(body, res);
    }
    if (req.method === 'GET' && url.pathname === '/api/adserver/stats/report') return report(req, query, res);
    return json(res, 404, { message: 'Not found' });
  }

  return {
    calls,
    knobs,
    /** Ends every session, as a token's expiry does: the next report call answers 401. */
    expireTokens: () => tokens.clear(),
    reset() {
      calls.length = 0;
      Object.assign(knobs, { rows: defaultRows, busyOnce: null, failOnce: false, refusePassword: false });
    },
    /** Listens on 127.0.0.1 on a free port; resolves to the base URL. */
    async start(): Promise<string> {
      const listening = createServer((req, res) => {
        const parts: Buffer[] = [];
        req.on('data', (part: Buffer) => parts.push(part));
        req.on('end', () => handle(req, Buffer.concat(parts).toString('utf8'), res));
      });
      server = listening;
      await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    },
    async close() {
      server?.closeAllConnections();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}

export type AniviewStandIn = ReturnType<typeof aniviewStandIn>;

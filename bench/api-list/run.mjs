#!/usr/bin/env node
/**
 * `npm run bench:api-list`: the authenticated users list (GET /api/users/?limit=10, 10,000 users)
 * against a minimal node:http server sending the same statement (the page, its rows carrying the
 * count) through the same driver.
 * Prints req/s, p50/p95/p99 latency and the ratio API / minimal. Target: ratio >= 0.7 on
 * PostgreSQL and on the embedded database. It only prints figures; it exits 0 whatever they are.
 *
 * The servers run in a child process (servers.ts under tsx) and autocannon runs here, so load
 * generation and request handling each get their own event loop and the ratio is not diluted by
 * the client's own work. Both targets are measured in the same run, one after the other.
 *
 * Environment:
 *   DATABASE_URL       postgres://… server to create a temporary database on (default: embedded PGlite)
 *   BENCH_DURATION     seconds measured per target (default 10)
 *   BENCH_WARMUP       seconds of unrecorded warm-up per target (default 2)
 *   BENCH_CONNECTIONS  concurrent connections (default 10)
 *   BENCH_CPU_PROF     a directory: write a V8 CPU profile of the server process there (--cpu-prof)
 */
import { fork } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const TARGET_RATIO = 0.7;
const PATH = '/api/users/?limit=10';
const here = path.dirname(fileURLToPath(import.meta.url));

const options = {
  duration: positiveNumber('BENCH_DURATION', 10),
  warmup: positiveNumber('BENCH_WARMUP', 2),
  connections: positiveNumber('BENCH_CONNECTIONS', 10),
  cpuProfDir: process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : null,
};

function positiveNumber(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${name} must be a positive number, got "${raw}"`);
    process.exit(1);
  }
  return value;
}

// ---------------------------------------------------------------------------------------------
// Server process
// ---------------------------------------------------------------------------------------------

/** Forks servers.ts under tsx and resolves with its 'ready' message. */
function startServers() {
  const execArgv = ['--import', import.meta.resolve('tsx')];
  if (options.cpuProfDir) {
    mkdirSync(options.cpuProfDir, { recursive: true });
    execArgv.push('--cpu-prof', `--cpu-prof-dir=${options.cpuProfDir}`);
  }
  const child = fork(path.join(here, 'servers.ts'), [], { execArgv, stdio: 'inherit' });
  const ready = new Promise((resolve, reject) => {
    child.once('message', (message) => {
      if (message?.type === 'ready') resolve(message);
      else reject(new Error(`the benchmark servers did not start:\n${message?.message ?? JSON.stringify(message)}`));
    });
    child.once('exit', (code) => reject(new Error(`the benchmark servers exited early (code ${code})`)));
  });
  /** The server process's CPU time so far (user + system, microseconds); NaN if it has died. */
  const cpuTime = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || !child.connected) return resolve(NaN);
      const onMessage = (message) => {
        if (message?.type !== 'cpu') return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message.usage.user + message.usage.system);
      };
      const onExit = () => resolve(NaN);
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send('cpu');
    });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.send('stop');
    });
  return { ready, cpuTime, stop };
}

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

/** Signs in as the seeded admin through the real endpoint; returns the Authorization header. */
async function login(apiUrl, admin) {
  const res = await fetch(`${apiUrl}/api/auth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const { access } = await res.json();
  return `Bearer ${access}`;
}

/**
 * One request to each server before measuring: both must answer 200 with the same `results`,
 * otherwise the comparison would be meaningless. Differences in the envelope are reported too.
 */
async function verifySameAnswer(targets) {
  const bodies = await Promise.all(
    targets.map(async (t) => {
      const res = await fetch(t.url + PATH, { headers: t.headers });
      if (res.status !== 200) throw new Error(`${t.name} answered ${res.status}: ${await res.text()}`);
      return res.json();
    }),
  );
  const [api, minimal] = bodies;
  if (JSON.stringify(api.results) !== JSON.stringify(minimal.results)) {
    throw new Error(
      `the two servers return different results:\n  api:     ${JSON.stringify(api.results[0])}\n  minimal: ${JSON.stringify(minimal.results[0])}`,
    );
  }
  const envelope = (b) => JSON.stringify({ count: b.count, next: b.next?.replace(/:\d+\//, ':PORT/'), previous: b.previous });
  const sameEnvelope = envelope(api) === envelope(minimal);
  console.log(
    `verified: both return the same ${api.results.length} results (count ${api.count}; envelope ${sameEnvelope ? 'identical' : 'DIFFERS'})`,
  );
  if (!sameEnvelope) console.log(`  api: ${envelope(api)}\n  minimal: ${envelope(minimal)}`);
}

/**
 * An unrecorded warm-up run, then the measured run. autocannon's own latency percentiles stop at
 * p90 and p97.5, so every measured response time (ms, sub-millisecond resolution) is kept for p95.
 * The server process's CPU time is read around the measured run to give CPU per request.
 */
async function measure(target, cpuTime) {
  const load = { url: target.url + PATH, headers: target.headers, connections: options.connections };
  await autocannon({ ...load, duration: options.warmup });

  const latencies = [];
  const cpuBefore = await cpuTime();
  const instance = autocannon({ ...load, duration: options.duration });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  const cpuMicros = (await cpuTime()) - cpuBefore;
  latencies.sort((a, b) => a - b);
  return {
    name: target.name,
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requests: result.requests.total,
    cpuPerRequest: cpuMicros / 1000 / Math.max(1, result.requests.total),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Nearest-rank percentile of an ascending array. */
function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------

function printTable(rows) {
  const columns = [
    ['target', (r) => r.name, 'left'],
    ['req/s', (r) => r.rps.toFixed(0)],
    ['p50 ms', (r) => r.p50.toFixed(2)],
    ['p95 ms', (r) => r.p95.toFixed(2)],
    ['p99 ms', (r) => r.p99.toFixed(2)],
    ['requests', (r) => String(r.requests)],
    ['server CPU ms/req', (r) => r.cpuPerRequest.toFixed(3)],
    ['non-2xx', (r) => String(r.non2xx)],
    ['errors', (r) => String(r.errors)],
  ];
  const cells = [columns.map(([title]) => title), ...rows.map((r) => columns.map(([, get]) => get(r)))];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i].length)));
  for (const line of cells) {
    console.log(line.map((cell, i) => (columns[i][2] === 'left' ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
  }
}

function printSummary(api, minimal) {
  const ratio = api.rps / minimal.rps;
  console.log('');
  console.log(
    `ratio API / minimal (req/s): ${ratio.toFixed(3)}  (target >= ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'})`,
  );
  const extra = api.cpuPerRequest - minimal.cpuPerRequest;
  // req/s swings with whatever else runs on the machine; CPU per request much less so.
  console.log(
    `server CPU per request: API ${api.cpuPerRequest.toFixed(3)} ms, minimal ${minimal.cpuPerRequest.toFixed(3)} ms, ` +
      `the API's extra work ${extra.toFixed(3)} ms`,
  );
  if (api.non2xx || api.errors || minimal.non2xx || minimal.errors) {
    console.log('warning: some requests failed (see non-2xx / errors); the figures are not comparable');
  }
}

/** Figures taken while other work competes for the CPUs are not worth much: say so up front. */
function warnIfBusy() {
  const cpus = os.availableParallelism();
  const [load] = os.loadavg();
  console.log(`machine: ${cpus} CPUs, load average ${load.toFixed(2)} (1 min)`);
  if (load > cpus) console.log('warning: the machine is busy; expect noisy figures (repeat the run when it is idle)');
}

// ---------------------------------------------------------------------------------------------

async function main() {
  console.log('api-list benchmark: starting servers and seeding the database…');
  const servers = startServers();
  try {
    const ready = await servers.ready;
    const kind = ready.kind === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL';
    console.log(`database: ${kind}: ${ready.where}; ${ready.users} users`);
    const authorization = await login(ready.apiUrl, ready.admin);
    const targets = [
      { name: `API GET ${PATH}`, url: ready.apiUrl, headers: { authorization } },
      { name: 'minimal node:http', url: ready.minimalUrl, headers: {} },
    ];
    await verifySameAnswer(targets);
    console.log(
      `load: ${options.connections} connections, ${options.warmup} s warm-up + ${options.duration} s measured per target, sequentially`,
    );
    if (ready.kind === 'pglite') console.log('note: PGlite has a single connection, so every query is serialised on it');
    warnIfBusy();
    const results = [];
    for (const target of targets) {
      console.log(`  measuring ${target.name}…`);
      results.push(await measure(target, servers.cpuTime));
    }
    console.log('');
    console.log(`database: ${kind}`);
    printTable(results);
    printSummary(results[0], results[1]);
  } catch (error) {
    console.error(`api-list benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await servers.stop();
    if (options.cpuProfDir) console.log(`CPU profile of the server process written to ${options.cpuProfDir}`);
  }
}

await main();

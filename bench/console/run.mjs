#!/usr/bin/env node
/**
 * `npm run bench:console`: the first-visit Largest Contentful Paint of the console's main screens
 * in Debian's Chromium, against the real server (scripts/e2e-server.mjs: fresh demo database, the
 * built console) on 127.0.0.1, no throttling. Each visit is a new browser context (empty HTTP
 * cache) that starts signed in (the storage state of one sign-in through the login page), except
 * the login page itself, visited signed out. Per screen it prints the LCP (median, min, max), the
 * script files, requests, kB transferred, API calls and the sequential rounds they came in.
 * Target: every main screen's first-visit LCP <= 500 ms; the dashboard's first visit <= 30 script
 * files. It only prints figures; it exits 0 whatever they are (1 only if it cannot run).
 *
 * Needs the built console (apps/web/dist and apps/portal/dist: `npm run build`).
 *
 * Environment:
 *   BENCH_PORT   port of the server it starts on 127.0.0.1 (default 8290)
 *   BENCH_RUNS   first visits per screen (default 5)
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = fileURLToPath(new URL('../..', import.meta.url));
const LCP_TARGET_MS = 500;
const DASHBOARD_SCRIPTS_TARGET = 30;
const admin = { username: 'admin', password: 'admin-pass-123' };
/** The args of apps/web/playwright.config.ts, so the browser is the one the e2e suite drives. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** A stored sign-in older than this is renewed, so no measured visit starts with an expired access token (15 min). */
const SESSION_MAX_AGE_MS = 10 * 60 * 1000;
/** After the network is idle, a little longer for a last paint. */
const SETTLE_MS = 300;
const VISIT_TIMEOUT_MS = 60_000;

const port = positiveInteger('BENCH_PORT', 8290);
const runs = positiveInteger('BENCH_RUNS', 5);
const baseURL = `http://127.0.0.1:${port}`;

function positiveInteger(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`${name} must be a positive integer, got "${raw}"`);
    process.exit(1);
  }
  return value;
}

/**
 * The main screens (routes from apps/web/src/features/<feature>/<feature>.feature.ts) and what
 * shows that each has drawn: its h1 (the login page has none: its Username field). The Content
 * screen (videos) is a website's library: without ?website= it shows only a website picker, so
 * it is opened on the demo's first website.
 */
const screens = [
  { name: 'login', url: '/login', signedIn: false, ready: (page) => page.getByLabel('Username') },
  { name: 'dashboard', url: '/', heading: true },
  { name: 'websites', url: '/websites', heading: true },
  { name: 'search', url: '/search', heading: true },
  { name: 'players', url: '/players', heading: true },
  { name: 'videos', url: (ctx) => (ctx.websiteId ? `/videos?website=${ctx.websiteId}` : '/videos'), heading: true },
  { name: 'reports', url: '/reports', heading: true },
  { name: 'payments', url: '/payments', heading: true },
];

// ---------------------------------------------------------------------------------------------
// Server
// ---------------------------------------------------------------------------------------------

async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Starts `node scripts/e2e-server.mjs` on BENCH_PORT. Its temporary data folder (and anything
 * else it puts in the temporary directory) goes into a folder of ours, removed by `stop`.
 */
async function startServer() {
  if (await answers(`${baseURL}/readyz`)) throw new Error(`something already answers on ${baseURL}; set BENCH_PORT to a free port`);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'pubdesk-bench-console-'));
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: root,
    env: { ...process.env, E2E_PORT: String(port), TMPDIR: tmp },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(tmp, { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  let dead = null;
  exited.then((code) => (dead = code));
  while (!(await answers(`${baseURL}/readyz`))) {
    if (dead !== null) {
      await stop();
      throw new Error(`the server exited (${dead}) before it was ready:\n${output}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server was not ready within 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { stop };
}

// ---------------------------------------------------------------------------------------------
// Browser
// ---------------------------------------------------------------------------------------------

/** Runs in the page before its own scripts: keeps every LCP candidate, from the first paint on. */
const LCP_OBSERVER = `
  globalThis.__benchLcp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const element = entry.element;
      globalThis.__benchLcp.push({
        startTime: entry.startTime,
        size: entry.size,
        element: element ? element.tagName.toLowerCase() + (entry.url ? ' ' + entry.url : ' "' + (element.textContent || '').trim().slice(0, 40) + '"') : '(removed)',
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

/** What the page has timed: the LCP candidates, the document and every resource. */
const COLLECT = `(() => {
  const pick = (e) => ({ name: e.name, type: e.initiatorType, start: e.startTime, end: e.responseEnd, transfer: e.transferSize });
  return {
    lcp: globalThis.__benchLcp || [],
    resources: [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map(pick),
  };
})()`;

/** Signs in through the login page as the e2e suite does (apps/web/e2e/fixtures.ts) and keeps the storage state. */
async function signIn(browser) {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('banner').getByText(admin.username).first().waitFor({ timeout: VISIT_TIMEOUT_MS });
    return { state: await context.storageState(), at: Date.now() };
  } finally {
    await context.close();
  }
}

/** The demo's first website (for the Content screen), through the API. */
async function firstWebsite() {
  const token = await fetch(`${baseURL}/api/auth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!token.ok) return null;
  const { access } = await token.json();
  const list = await fetch(`${baseURL}/api/websites/?limit=1`, { headers: { authorization: `Bearer ${access}` } });
  if (!list.ok) return null;
  const body = await list.json();
  return body.results?.[0]?.id ?? null;
}

/** One first visit: a new context (empty HTTP cache), the screen's URL, then its figures once it is quiet. */
async function visit(browser, screen, url, storageState) {
  const context = await browser.newContext({ baseURL, storageState: screen.signedIn === false ? undefined : storageState });
  try {
    await context.addInitScript(LCP_OBSERVER);
    const page = await context.newPage();
    const encodings = new Map();
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) {
        const encoding = response.headers()['content-encoding'] ?? 'identity';
        encodings.set(encoding, (encodings.get(encoding) ?? 0) + 1);
      }
    });
    await page.goto(url, { timeout: VISIT_TIMEOUT_MS });
    const ready = screen.heading ? page.getByRole('heading', { level: 1 }).first() : screen.ready(page);
    await ready.waitFor({ state: 'visible', timeout: VISIT_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: VISIT_TIMEOUT_MS });
    await page.waitForTimeout(SETTLE_MS);
    const landed = new URL(page.url());
    const { lcp, resources } = await page.evaluate(COLLECT);
    return { ...figures(resources), lcp: lcp.at(-1) ?? null, landed: landed.pathname + landed.search, encodings };
  } finally {
    await context.close();
  }
}

/** Script files, requests, bytes, and the API calls grouped into sequential rounds. */
function figures(resources) {
  const pathOf = (r) => {
    const u = new URL(r.name);
    return u.pathname + u.search;
  };
  const api = resources
    .filter((r) => new URL(r.name).pathname.startsWith('/api/'))
    .sort((a, b) => a.start - b.start)
    .map((r) => ({ path: pathOf(r), start: r.start, end: r.end, round: 1 }));
  // A call that starts after an earlier call has ended waited for it (or could have): a later round.
  for (const call of api) {
    for (const earlier of api) {
      if (earlier !== call && earlier.end <= call.start) call.round = Math.max(call.round, earlier.round + 1);
    }
  }
  const rounds = [];
  for (const call of api) (rounds[call.round - 1] ??= []).push(call);
  return {
    scripts: new Set(resources.filter((r) => new URL(r.name).pathname.endsWith('.js')).map((r) => r.name)).size,
    requests: resources.length,
    bytes: resources.reduce((sum, r) => sum + (r.transfer ?? 0), 0),
    apiCalls: api.length,
    rounds,
  };
}

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function printFirstRun(screen, result) {
  const encodings = [...result.encodings].map(([encoding, n]) => `${n} ${encoding}`).join(', ');
  console.log(`\n${screen.name}: ${result.landed}`);
  console.log(`  LCP ${result.lcp ? `${result.lcp.startTime.toFixed(0)} ms: ${result.lcp.element}` : '(no entry)'}`);
  console.log(
    `  ${result.scripts} script files (${encodings || 'none'}), ${result.requests} requests, ${(result.bytes / 1000).toFixed(1)} kB`,
  );
  console.log(`  ${result.apiCalls} API calls in ${result.rounds.length} round(s)`);
  result.rounds.forEach((calls, i) => {
    console.log(`    round ${i + 1}: ${calls.map((c) => `${c.path} (${c.start.toFixed(0)}-${c.end.toFixed(0)} ms)`).join(', ')}`);
  });
}

function printTable(rows) {
  const columns = [
    ['screen', (r) => r.name, 'left'],
    ['LCP median', (r) => fixed(r.lcp.median)],
    ['min', (r) => fixed(r.lcp.min)],
    ['max', (r) => fixed(r.lcp.max)],
    ['scripts', (r) => fixed(r.scripts)],
    ['requests', (r) => fixed(r.requests)],
    ['kB transferred', (r) => (Number.isFinite(r.bytes) ? (r.bytes / 1000).toFixed(1) : '-')],
    ['API calls', (r) => fixed(r.apiCalls)],
    ['API rounds', (r) => fixed(r.rounds)],
    ['runs', (r) => `${r.ok}/${runs}`],
  ];
  const cells = [columns.map(([title]) => title), ...rows.map((r) => columns.map(([, get]) => get(r)))];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i].length)));
  for (const line of cells) {
    console.log(line.map((cell, i) => (columns[i][2] === 'left' ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
  }
}

const fixed = (value) => (Number.isFinite(value) ? value.toFixed(0) : '-');

function loadLine() {
  const [one, five] = os.loadavg();
  return `${os.availableParallelism()} CPUs, load average ${one.toFixed(2)} (1 min), ${five.toFixed(2)} (5 min)`;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html')) || !existsSync(path.join(root, 'apps/portal/dist/index.html'))) {
    console.error('console benchmark: the console is not built (apps/web/dist, apps/portal/dist): run `npm run build` first.');
    process.exit(1);
  }
  console.log(`console benchmark: starting the demo server on ${baseURL}…`);
  let server = null;
  let browser = null;
  const onSignal = async (signal) => {
    await browser?.close().catch(() => {});
    await server?.stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    server = await startServer();
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    let session = await signIn(browser);
    const ctx = { websiteId: await firstWebsite() };
    console.log(`signed in as ${admin.username}; ${runs} first visit(s) per screen, screens in turn, each in a new context`);
    console.log(`machine: ${loadLine()}`);
    if (os.loadavg()[0] > os.availableParallelism()) console.log('warning: the machine is busy; expect noisy figures');

    const results = new Map(screens.map((s) => [s.name, []]));
    for (let run = 1; run <= runs; run++) {
      for (const screen of screens) {
        if (Date.now() - session.at > SESSION_MAX_AGE_MS) session = await signIn(browser);
        const url = typeof screen.url === 'function' ? screen.url(ctx) : screen.url;
        try {
          const result = await visit(browser, screen, url, session.state);
          const expected = new URL(url, baseURL);
          if (result.landed !== expected.pathname + expected.search) {
            console.log(`warning: ${screen.name} run ${run} ended on ${result.landed}, not ${url}`);
          }
          results.get(screen.name).push(result);
          if (run === 1) printFirstRun(screen, result);
        } catch (error) {
          console.log(
            `warning: ${screen.name} run ${run} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
          );
        }
      }
    }

    const rows = screens.map((screen) => {
      const done = results.get(screen.name);
      const lcps = done.filter((r) => r.lcp).map((r) => r.lcp.startTime);
      const med = (get) => median(done.map(get));
      return {
        name: screen.name,
        ok: done.length,
        lcp: { median: median(lcps), min: Math.min(...lcps), max: Math.max(...lcps) },
        scripts: med((r) => r.scripts),
        requests: med((r) => r.requests),
        bytes: med((r) => r.bytes),
        apiCalls: med((r) => r.apiCalls),
        rounds: med((r) => r.rounds.length),
      };
    });
    console.log(`\nfirst visits on ${baseURL}, no throttling, ${runs} per screen (LCP in ms; the other columns are medians)`);
    printTable(rows);
    console.log(`machine at the end: ${loadLine()}`);
    console.log(
      `\ntarget: every main screen's first-visit LCP <= ${LCP_TARGET_MS} ms; the dashboard's first visit <= ${DASHBOARD_SCRIPTS_TARGET} script files`,
    );
  } catch (error) {
    console.error(`console benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await browser?.close().catch(() => {});
    await server?.stop();
  }
}

await main();

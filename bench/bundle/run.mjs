#!/usr/bin/env node
/**
 * `npm run bench:bundle`: builds the console and prints the gzipped JavaScript the login page
 * loads and the largest lazily loaded chunk. Targets: login page <= 160 kB, no route chunk over
 * 50 kB (charts and date pickers load only on the screens that use them; the charts library's
 * own chunk is printed apart, see CHARTS_CHUNK). It only prints figures;
 * it exits 0 whatever they are, and 1 only when there is nothing to measure (build failed).
 *
 * What counts as "the login page's JavaScript": the entry script of dist/index.html and every
 * chunk it imports statically (the browser must fetch all of them before anything renders), plus
 * the /login route's lazy chunk and its own static imports. Dynamic import() targets are not
 * followed: they load only when their screen is opened.
 *
 * The module graph comes from Vite's manifest (the build is run with --manifest). For a dist
 * without a manifest (BENCH_SKIP_BUILD=1 on an older build) the built files are parsed instead.
 *
 * Sizes are gzip level 9 (what a server pre-compressing assets would send), in kB of 1,000 bytes
 * as Vite's own build report prints them.
 *
 * For the console it also prints the dashboard's first visit (where every sign-in lands): the
 * script files and their gzip kB, target <= 30 files (issue 33). Those are the entry's closure plus
 * the lazy chunks that visit loads and their static imports: the signed-in layout (AppLayout), the
 * full message catalogue it installs (i18n-catalogue), the dashboard's route chunk (DashboardPage)
 * and the chart it requests with the page (RevenueChart, with the charts library). The line reads
 * `  dashboard first visit:  <n> script files, <kB> kB  (target <= 30 files)  PASS|FAIL`.
 *
 * It also prints what the login page transfers: index.html, every script, stylesheet and
 * modulepreload it references, the login screen's chunks and their CSS, and the fonts that CSS
 * loads, each counted as the server sends it: the build's `.br` or `.gz` beside the file when
 * there is one (the server serves those, apps/api/src/plugins/web.ts), otherwise the file as it
 * is. Response headers are not counted.
 *
 * The portal (apps/portal, served at /portal/) is measured the same way with BENCH_APP=portal; its
 * budget is its login page's transfer, 170 kB brotli (issue 29). `npm run bench:bundle` runs both.
 *
 * Environment:
 *   BENCH_APP=portal     measure the portal instead of the console
 *   BENCH_SKIP_BUILD=1   measure the existing apps/<app>/dist without building
 *   BENCH_DIST=<dir>     measure another build folder (implies BENCH_SKIP_BUILD=1)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LOGIN_TARGET_KB = 160;
const ROUTE_CHUNK_TARGET_KB = 50;
const PLAYER_TARGET_KB = 60;
/**
 * The charts library chunk (Mantine charts over recharts, the stack's choice: about 120 kB gzip
 * on its own) is the one chunk measured apart: it loads only when a chart is drawn, after the
 * dashboard's figures, and cannot fit 50 kB. It is printed with its own line, not hidden.
 */
const CHARTS_CHUNK = /(^|\/)charts-[\w-]+\.js$/;
/** The source module of the /login screen (router.tsx lazy-loads it). */
const LOGIN_SCREEN = /(^|\/)LoginPage\.[jt]sx?$/;
const LOGIN_CHUNK = /(^|\/)LoginPage-[\w-]+\.js$/;
/**
 * What a signed-in first visit of the console's dashboard loads lazily (apps/web/src/app/routes.tsx,
 * features/dashboard): source modules, and the same as built file names for a build without a manifest.
 */
const DASHBOARD_SCREENS = /(^|\/)(AppLayout|i18n-catalogue|DashboardPage|RevenueChart)\.[jt]sx?$/;
const DASHBOARD_CHUNKS = /(^|\/)(AppLayout|i18n-catalogue|DashboardPage|RevenueChart)-[\w-]+\.js$/;
const DASHBOARD_FILES_TARGET = 30;

/** The two browser apps: where each lives, its workspace, the path it is served under, its budget. */
const apps = {
  web: { name: 'the console', dir: 'apps/web', workspace: '@pubdesk/web', base: '', transferTargetKB: null },
  portal: { name: 'the portal', dir: 'apps/portal', workspace: '@pubdesk/portal', base: 'portal/', transferTargetKB: 170 },
};
const app = apps[process.env.BENCH_APP ?? 'web'];
if (!app) {
  console.error(`bench:bundle: BENCH_APP must be one of ${Object.keys(apps).join(', ')}`);
  process.exit(1);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = path.join(root, app.dir);
const distDir = process.env.BENCH_DIST ? path.resolve(process.env.BENCH_DIST) : path.join(webDir, 'dist');

function fail(message) {
  console.error(`bench:bundle: ${message}`);
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------
// Build
// ---------------------------------------------------------------------------------------------

/** `npm run build -w <app>`, with Vite's manifest so the module graph need not be guessed. */
function build() {
  if (!existsSync(path.join(webDir, 'package.json')) || !existsSync(path.join(webDir, 'index.html'))) {
    fail(`${app.name} (${app.dir} with package.json and index.html) is not there yet; nothing to measure.`);
  }
  console.log(`building ${app.name}: npm run build -w ${app.workspace} -- --manifest`);
  const result = spawnSync('npm', ['run', 'build', '-w', app.workspace, '--', '--manifest'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    fail(`vite build failed (exit ${result.status ?? result.signal}); fix the build of ${app.name} first, then run this again.`);
  }
}

/** A URL the HTML or CSS names ('/portal/assets/x.js'), as a path relative to dist ('assets/x.js'). */
function distRelative(url) {
  const local = url.replace(/^\//, '');
  return app.base && local.startsWith(app.base) ? local.slice(app.base.length) : local;
}

// ---------------------------------------------------------------------------------------------
// Module graph: { entries, staticImports: file -> files, loginChunk, dashboardChunks, lazyEntries }
// Files are paths relative to dist, e.g. "assets/index-abc123.js".
// ---------------------------------------------------------------------------------------------

/** From dist/.vite/manifest.json: exact static imports, and each chunk's source module. */
function graphFromManifest(manifest) {
  const staticImports = new Map();
  for (const chunk of Object.values(manifest)) {
    staticImports.set(
      chunk.file,
      (chunk.imports ?? []).map((key) => manifest[key].file),
    );
  }
  const chunks = Object.entries(manifest).map(([key, chunk]) => ({ key, ...chunk }));
  const entries = chunks.filter((c) => c.isEntry && c.file.endsWith('.js')).map((c) => c.file);
  const lazy = chunks.filter((c) => c.isDynamicEntry && c.file.endsWith('.js'));
  return {
    source: 'dist/.vite/manifest.json',
    entries,
    staticImports,
    loginChunk: lazy.find((c) => LOGIN_SCREEN.test(c.src ?? c.key))?.file ?? null,
    dashboardChunks: lazy.filter((c) => DASHBOARD_SCREENS.test(c.src ?? c.key)).map((c) => c.file),
    lazyEntries: lazy.map((c) => ({ file: c.file, name: c.src ?? c.key })),
  };
}

/**
 * Without a manifest: entry scripts and modulepreload links from index.html, static
 * `import … from "./x.js"` / `import "./x.js"` / `export … from "./x.js"` read from each built
 * file, and dynamic `import("./x.js")` targets as the lazy chunks. Only specifiers that name a
 * file in dist are kept, so text that merely looks like an import cannot add phantom files.
 */
function graphFromFiles() {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const htmlRefs = (pattern) => [...html.matchAll(pattern)].map((m) => distRelative(m[1]));
  const entries = htmlRefs(/<script[^>]*type="module"[^>]*src="([^"]+\.js)"/g);
  const preloads = htmlRefs(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g);

  const staticImports = new Map();
  const dynamicTargets = new Set();
  const resolve = (from, spec) => path.posix.join(path.posix.dirname(from), spec);
  for (const file of jsFiles()) {
    const code = readFileSync(path.join(distDir, file), 'utf8');
    const statics = [...code.matchAll(/\b(?:import|export)\s*(?:[\w$\s{},*]*?\bfrom\s*)?(["'`])(\.{1,2}\/[^"'`]+?\.js)\1/g)];
    const dynamics = [...code.matchAll(/\bimport\(\s*(["'`])(\.{1,2}\/[^"'`]+?\.js)\1\s*\)/g)];
    staticImports.set(
      file,
      statics.map((m) => resolve(file, m[2])).filter((f) => existsSync(path.join(distDir, f))),
    );
    for (const m of dynamics) dynamicTargets.add(resolve(file, m[2]));
  }
  // modulepreload links are static dependencies of the entry that Vite chose to hint early.
  for (const entry of entries) staticImports.set(entry, [...new Set([...(staticImports.get(entry) ?? []), ...preloads])]);
  const lazy = [...dynamicTargets].filter((f) => existsSync(path.join(distDir, f)));
  return {
    source: 'index.html and the built files (no manifest)',
    entries,
    staticImports,
    loginChunk: lazy.find((f) => LOGIN_CHUNK.test(f)) ?? null,
    dashboardChunks: lazy.filter((f) => DASHBOARD_CHUNKS.test(f)),
    lazyEntries: lazy.map((f) => ({ file: f, name: path.posix.basename(f) })),
  };
}

function loadGraph() {
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  return existsSync(manifestPath) ? graphFromManifest(JSON.parse(readFileSync(manifestPath, 'utf8'))) : graphFromFiles();
}

/** Every file reachable from `starts` through static imports only. */
function staticClosure(graph, starts) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dep of graph.staticImports.get(file) ?? []) visit(dep);
  };
  starts.forEach(visit);
  return seen;
}

// ---------------------------------------------------------------------------------------------
// Sizes
// ---------------------------------------------------------------------------------------------

/** Every .js file under dist, relative to dist. */
function jsFiles(dir = distDir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && d.name.endsWith('.js') && !path.join(d.parentPath, d.name).includes(`${path.sep}.vite${path.sep}`))
    .map((d) => path.relative(distDir, path.join(d.parentPath, d.name)).split(path.sep).join('/'));
}

const sizeCache = new Map();
function sizeOf(file) {
  if (!sizeCache.has(file)) {
    const bytes = readFileSync(path.join(distDir, file));
    sizeCache.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizeCache.get(file);
}

const kB = (bytes) => (bytes / 1000).toFixed(1);
const total = (files) => [...files].reduce((sum, f) => sum + sizeOf(f).gzip, 0);

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------

function printFiles(title, files, note = () => '') {
  const rows = [...files].sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip);
  const width = Math.max(4, ...rows.map((f) => f.length));
  console.log(`\n${title}`);
  console.log(`  ${'file'.padEnd(width)}  ${'raw kB'.padStart(8)}  ${'gzip kB'.padStart(8)}`);
  for (const f of rows) {
    console.log(`  ${f.padEnd(width)}  ${kB(sizeOf(f).raw).padStart(8)}  ${kB(sizeOf(f).gzip).padStart(8)}${note(f)}`);
  }
  const raw = rows.reduce((sum, f) => sum + sizeOf(f).raw, 0);
  console.log(`  ${'total'.padEnd(width)}  ${kB(raw).padStart(8)}  ${kB(total(rows)).padStart(8)}`);
}

/** What each lazily loaded screen adds on top of the entry: its chunk and chunks only it pulls in. */
function printRoutes(graph, entryFiles) {
  console.log('\nper lazy screen (informational): gzip kB of its own chunk, and in total with the chunks it needs beyond the entry');
  const rows = graph.lazyEntries
    .map((r) => {
      const extra = [...staticClosure(graph, [r.file])].filter((f) => !entryFiles.has(f));
      return { name: r.name, own: sizeOf(r.file).gzip, extra: total(extra) };
    })
    .sort((a, b) => b.extra - a.extra);
  const width = Math.max(...rows.map((r) => r.name.length));
  console.log(`  ${'screen'.padEnd(width)}  ${'chunk'.padStart(7)}  ${'total'.padStart(7)}`);
  for (const r of rows) console.log(`  ${r.name.padEnd(width)}  ${kB(r.own).padStart(7)}  ${kB(r.extra).padStart(7)}`);
}

// ---------------------------------------------------------------------------------------------
// Login page transfer: what the browser downloads, as the server sends it
// ---------------------------------------------------------------------------------------------

const distPath = (file) => path.join(distDir, file);
const bytesOf = (file) => statSync(distPath(file)).size;
/** Bytes sent for a file with this encoding: its pre-compressed sibling, or the file itself. */
const sentBytes = (file, ext) => (existsSync(distPath(file + ext)) ? bytesOf(file + ext) : bytesOf(file));

/** Stylesheets the login page's chunks load: the manifest's `css` lists, or names in the code. */
function cssOfChunks(files) {
  const manifestPath = distPath('.vite/manifest.json');
  if (existsSync(manifestPath)) {
    const byFile = new Map(Object.values(JSON.parse(readFileSync(manifestPath, 'utf8'))).map((c) => [c.file, c]));
    return [...files].flatMap((f) => byFile.get(f)?.css ?? []);
  }
  return [...files].flatMap((f) => [...readFileSync(distPath(f), 'utf8').matchAll(/assets\/[\w.-]+\.css/g)].map((m) => m[0]));
}

/** Fonts (and stylesheets they @import) that a stylesheet loads, relative to dist. */
function fontsOf(cssFile) {
  const css = readFileSync(distPath(cssFile), 'utf8');
  return [...css.matchAll(/url\(\s*["']?([^"')?#]+\.(?:woff2?|ttf|otf|eot|css))/g)]
    .map((m) => (m[1].startsWith('/') ? distRelative(m[1]) : path.posix.join(path.posix.dirname(cssFile), m[1])))
    .filter((f) => existsSync(distPath(f)));
}

function loginTransfer(loginFiles) {
  const html = readFileSync(distPath('index.html'), 'utf8');
  const referenced = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"[^>]*>/g)]
    .filter((m) => /<script|rel="(?:modulepreload|stylesheet)"/.test(m[0]))
    .map((m) => distRelative(m[1]));
  const styles = [...referenced.filter((f) => f.endsWith('.css')), ...cssOfChunks(loginFiles)];
  const files = new Set(['index.html', ...referenced, ...loginFiles, ...styles, ...styles.flatMap(fontsOf)]);
  const rows = [...files].filter((f) => existsSync(distPath(f)));
  const sum = (measure) => rows.reduce((total, f) => total + measure(f), 0);
  return {
    count: rows.length,
    raw: sum(bytesOf),
    br: sum((f) => sentBytes(f, '.br')),
    gzip: sum((f) => sentBytes(f, '.gz')),
    precompressed: rows.filter((f) => existsSync(distPath(`${f}.br`))).length,
  };
}

function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1' && !process.env.BENCH_DIST) build();
  if (!existsSync(path.join(distDir, 'index.html'))) fail(`${distDir}/index.html is missing; run without BENCH_SKIP_BUILD to build it.`);

  const graph = loadGraph();
  if (graph.entries.length === 0) fail('no entry script found in the build.');
  if (!graph.loginChunk) fail('no lazy chunk for the login screen (LoginPage) found in the build.');

  const entryFiles = staticClosure(graph, graph.entries);
  const loginFiles = staticClosure(graph, [...graph.entries, graph.loginChunk]);
  // Every other chunk is fetched only when a screen that needs it is opened.
  const lazyFiles = jsFiles().filter((f) => !entryFiles.has(f));
  const largestOf = (files) => files.reduce((big, f) => (!big || sizeOf(f).gzip > sizeOf(big).gzip ? f : big), null);
  const largest = largestOf(lazyFiles.filter((f) => !CHARTS_CHUNK.test(f)));
  const charts = largestOf(lazyFiles.filter((f) => CHARTS_CHUNK.test(f)));

  console.log(`\n${app.name}: module graph from ${graph.source}`);
  printFiles('JavaScript the login page loads (entry + static imports + login screen chunk):', loginFiles, (f) =>
    graph.entries.includes(f) ? '  (entry)' : f === graph.loginChunk ? '  (login screen)' : entryFiles.has(f) ? '' : '  (login screen dep)',
  );
  printFiles("lazily loaded chunks (not in the entry's static imports):", lazyFiles);
  printRoutes(graph, entryFiles);

  const loginKB = total(loginFiles) / 1000;
  const largestKB = largest ? sizeOf(largest).gzip / 1000 : 0;
  const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
  console.log('\nsummary (gzip, kB = 1,000 bytes)');
  console.log(
    `  login page JavaScript:  ${loginKB.toFixed(1)} kB  (target <= ${LOGIN_TARGET_KB} kB)  ${verdict(loginKB <= LOGIN_TARGET_KB)}`,
  );
  console.log(
    `  largest lazy chunk:     ${largestKB.toFixed(1)} kB  ${largest ?? '(none)'}  (target <= ${ROUTE_CHUNK_TARGET_KB} kB)  ${verdict(largestKB <= ROUTE_CHUNK_TARGET_KB)}`,
  );
  if (charts) {
    console.log(
      `  charts library chunk:   ${(sizeOf(charts).gzip / 1000).toFixed(1)} kB  ${charts}  (measured apart: loads only with a chart, see bench/README.md)`,
    );
  }
  if (graph.dashboardChunks.length > 0) {
    const dashboard = staticClosure(graph, [...graph.entries, ...graph.dashboardChunks]);
    console.log(
      `  dashboard first visit:  ${dashboard.size} script files, ${kB(total(dashboard))} kB  (target <= ${DASHBOARD_FILES_TARGET} files)  ${verdict(dashboard.size <= DASHBOARD_FILES_TARGET)}`,
    );
  }

  const transfer = loginTransfer(loginFiles);
  console.log(
    `\nlogin page transfer (HTML, scripts, modulepreloads, CSS, fonts: ${transfer.count} files, ${transfer.precompressed} pre-compressed)`,
  );
  console.log(`  uncompressed:  ${kB(transfer.raw)} kB  (${transfer.raw} bytes)`);
  const brotliBudget = app.transferTargetKB
    ? `  (target <= ${app.transferTargetKB} kB)  ${verdict(transfer.br / 1000 <= app.transferTargetKB)}`
    : '';
  console.log(`  brotli:        ${kB(transfer.br)} kB  (${transfer.br} bytes)${brotliBudget}`);
  console.log(`  gzip:          ${kB(transfer.gzip)} kB  (${transfer.gzip} bytes)`);
  if (transfer.precompressed === 0) console.log('  (no .br/.gz files in this build: the server would send every file uncompressed)');
  if (app === apps.web) printPlayer();
}

/**
 * The embeddable player (apps/player): the script every publisher page loads, budget 60 kB gzip.
 * hls.js (light) loads only for HLS content and is printed apart.
 */
function printPlayer() {
  const playerDir = path.join(root, 'apps/player');
  if (process.env.BENCH_SKIP_BUILD !== '1' && !process.env.BENCH_DIST) {
    console.log('\nbuilding the player: npm run build -w @pubdesk/player');
    const result = spawnSync('npm', ['run', 'build', '-w', '@pubdesk/player'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) fail(`the player build failed (exit ${result.status ?? result.signal}).`);
  }
  const file = (name) => path.join(playerDir, 'dist', name);
  if (!existsSync(file('player.js'))) return console.log('\nthe player is not built (apps/player/dist/player.js): not measured');
  const gz = (name) => gzipSync(readFileSync(file(name)), { level: 9 }).length / 1000;
  const player = gz('player.js');
  console.log('\nthe embeddable player (gzip, kB = 1,000 bytes)');
  console.log(
    `  player.js:         ${player.toFixed(1)} kB  (target <= ${PLAYER_TARGET_KB} kB)  ${player <= PLAYER_TARGET_KB ? 'PASS' : 'FAIL'}`,
  );
  if (existsSync(file('hls.light.min.js')))
    console.log(`  hls.light.min.js:  ${gz('hls.light.min.js').toFixed(1)} kB  (loaded only for HLS content)`);
}

main();

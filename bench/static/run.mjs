#!/usr/bin/env node
/**
 * `npm run bench:static`: the console's built scripts and stylesheets as the server sends them
 * (hashed assets from memory, apps/api/src/plugins/hashed-assets.ts) against nginx's
 * `gzip_static` sending the same `.gz` files from the same build, in the same run with the same
 * connections: one server process against one nginx worker. Every connection asks for every
 * compressed file of `assets/` in turn (Accept-Encoding: gzip, the encoding both can send from
 * the build's own copies), as a first visit asks for a screen's files.
 *
 * Prints each side's req/s and MB/s (the best of BENCH_ROUNDS turns, taken in turns) and the ratio
 * server/nginx (target >= 0.8x: issue 33), then nginx keeping every connection open (Debian's
 * default closes one after 1,000 requests). It
 * asserts nothing and exits 0 whatever the figures are (1 only if it cannot run).
 *
 * Needs a built console (`npm run build`, or BENCH_DIST=<dist>) and Debian's nginx
 * (`apt-get install -y nginx-light`; without it only the server's line is printed).
 *
 * Environment: BENCH_DIST (default apps/web/dist), BENCH_DURATION (seconds per measurement,
 * default 5), BENCH_WARMUP (default 2), BENCH_CONNECTIONS (default 10), BENCH_ROUNDS (default 3).
 */
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { forkServer } from '../shared/fork-server.mjs';
import { NGINX, startNginx } from '../shared/nginx.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.env.BENCH_DIST ?? path.join(here, '../../apps/web/dist'));
const duration = Number(process.env.BENCH_DURATION ?? 5);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const headers = { 'accept-encoding': 'gzip' };

/** The built files nginx's gzip_static can send compressed: those with a `.gz` beside them. */
function compressedAssets() {
  const names = readdirSync(path.join(dist, 'assets'));
  const have = new Set(names);
  return names.filter((name) => /\.(js|css)$/.test(name) && have.has(`${name}.gz`)).map((name) => `/assets/${name}`);
}

/** The most req/s `base` answers for every path in turn on each connection, after a warm-up. */
async function measure(base, paths) {
  const run = (seconds) =>
    autocannon({ url: base, connections, duration: seconds, headers, requests: paths.map((p) => ({ method: 'GET', path: p })) });
  await run(warmup);
  const result = await run(duration);
  return { rps: result.requests.average, mbps: result.throughput.average / 1e6, errors: result.errors + result.non2xx };
}

async function main() {
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.error(`bench:static: no built console in ${dist} (npm run build)`);
    process.exit(1);
  }
  const paths = compressedAssets();
  process.env.PUBDESK_WEB_DIST = dist;
  const server = forkServer(path.join(here, 'server.ts'));
  const { port } = await server.ready;
  // nginx's worker runs as another user when started by root: it serves a readable copy.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pubdesk-bench-static-'));
  cpSync(path.join(dist, 'assets'), path.join(dir, 'root', 'assets'), { recursive: true });
  for (const folder of [dir, path.join(dir, 'root'), path.join(dir, 'root', 'assets')]) chmodSync(folder, 0o755);
  const nginx = NGINX
    ? await startNginx({
        dir,
        probe: paths[0],
        locations: `
    root ${dir}/root;
    types { text/javascript js; text/css css; }
    location /assets/ {
      gzip_static on;
      add_header Cache-Control "public, max-age=31536000, immutable";
    }
    location /kept/ {
      alias ${dir}/root/;
      gzip_static on;
      keepalive_requests 1000000;
      add_header Cache-Control "public, max-age=31536000, immutable";
    }`,
      })
    : null;
  if (!nginx) console.log('nginx is not installed (apt-get install -y nginx-light): its lines are skipped');
  console.log(
    `${paths.length} compressed files of ${dist}; ${connections} connections, ${duration} s each, best of ${rounds}; load ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} CPUs`,
  );

  const results = [['server', await measure(`http://127.0.0.1:${port}`, paths)]];
  if (nginx) {
    results.push(['nginx', await measure(nginx.base, paths)]);
    results.push([
      'nginx kept',
      await measure(
        nginx.base,
        paths.map((p) => `/kept${p}`),
      ),
    ]);
    nginx.stop();
  }
  await server.stop();
  rmSync(dir, { recursive: true, force: true });

  console.log(`  ${'target'.padEnd(11)} ${'req/s'.padStart(9)} ${'MB/s'.padStart(8)}`);
  for (const [name, r] of results)
    console.log(
      `  ${name.padEnd(11)} ${r.rps.toFixed(0).padStart(9)} ${r.mbps.toFixed(1).padStart(8)}${r.errors ? `  (${r.errors} errors)` : ''}`,
    );
  if (nginx) {
    const ratio = results[0][1].rps / results[1][1].rps;
    console.log(`\nsummary\n  server / nginx gzip_static req/s: ${ratio.toFixed(2)}x  (target >= 0.8x)  ${ratio >= 0.8 ? 'PASS' : 'FAIL'}`);
    console.log(`  server / nginx keeping every connection open: ${(results[0][1].rps / results[2][1].rps).toFixed(2)}x (no target)`);
  }
}

main().catch((error) => {
  console.error(`bench:static: ${error.stack ?? error}`);
  process.exit(1);
});

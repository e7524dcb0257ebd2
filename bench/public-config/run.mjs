#!/usr/bin/env node
/**
 * `npm run bench:public-config`: the public player config (GET /api/players/public/{id}/) against
 * nginx serving the same bytes as a static file, in the same run, with the same connections:
 * one server process against one nginx worker. Then the API again while the 365-day website
 * report is requested back to back (one connection) from the same server and (embedded by
 * default) database.
 *
 * Prints, per target: the most req/s it answers (autocannon, BENCH_CONNECTIONS connections),
 * then p50/p99 latency at half of the API's most (the same rate for both); the ratio API/nginx;
 * and the API's p99 at half load with the report running. Targets: ratio >= 0.8, p99 <= 5 ms at
 * half load, p99 with the report within 10% of idle. It asserts nothing and exits 0 whatever the
 * figures are (1 only if it cannot run).
 *
 * nginx is Debian's (`apt-get install -y nginx-light`); without it the nginx lines are skipped.
 *
 * Environment: DATABASE_URL (PostgreSQL instead of the embedded database), BENCH_DURATION
 * (seconds per measurement, default 10), BENCH_WARMUP (default 2), BENCH_CONNECTIONS (default 10).
 */
import { fork, spawn } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

function startServer() {
  const child = fork(path.join(here, 'server.ts'), [], { execArgv: ['--import', import.meta.resolve('tsx')], stdio: 'inherit' });
  const next = (type) =>
    new Promise((resolve, reject) => {
      const onMessage = (message) => {
        if (message?.type === type) {
          child.off('message', onMessage);
          resolve(message);
        } else if (message?.type === 'error') reject(new Error(message.message));
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`the bench server exited (code ${code})`)));
    });
  return { child, next };
}

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function startNginx(dir) {
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  server {
    listen 127.0.0.1:${port};
    location = /config.json {
      root ${dir};
      default_type application/json;
      add_header Cache-Control "public, max-age=60, stale-while-revalidate=600";
      add_header Access-Control-Allow-Origin *;
    }
  }
}
`,
  );
  const proc = spawn(NGINX, ['-c', conf, '-p', dir], { stdio: 'inherit' });
  for (let i = 0; i < 50; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/config.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url: `http://127.0.0.1:${port}/config.json`, stop: () => proc.kill('SIGQUIT') };
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill();
  throw new Error('nginx did not start');
}

const run = (url, extra = {}) => autocannon({ url, connections, duration, ...extra });

async function measure(name, url, halfRate) {
  await run(url, { duration: warmup });
  const max = await run(url);
  const half = await run(url, { overallRate: halfRate ?? Math.max(1, Math.floor(max.requests.average / 2)) });
  return {
    name,
    rps: max.requests.average,
    p50: half.latency.p50,
    p99: half.latency.p99,
    halfRate: halfRate ?? Math.floor(max.requests.average / 2),
    errors: max.errors + max.non2xx,
  };
}

async function main() {
  const server = startServer();
  console.log('seeding a player and a year of statistics...');
  const ready = await server.next('ready');
  const apiUrl = `http://127.0.0.1:${ready.port}${ready.path}`;
  console.log(`API: ${apiUrl} (${ready.bytes} bytes, ${ready.database}); load ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} CPUs`);
  const nginx = NGINX ? await startNginx(ready.dir) : null;
  if (!nginx) console.log('nginx is not installed (apt-get install -y nginx-light): its lines are skipped');

  const apiMax = await measure('API', apiUrl);
  const results = [apiMax];
  if (nginx) results.push(await measure('nginx', nginx.url, apiMax.halfRate));
  // The report over HTTP with one connection, one request after another, while the config is loaded.
  const reportUrl = `http://127.0.0.1:${ready.port}${ready.reportPath}`;
  const [busy, reports] = await Promise.all([
    run(apiUrl, { overallRate: apiMax.halfRate }),
    run(reportUrl, { connections: 1, headers: ready.headers }),
  ]);
  nginx?.stop();
  server.child.send('stop');
  rmSync(ready.dir, { recursive: true, force: true });

  console.log(`\n${connections} connections, ${duration} s each; latency at ${apiMax.halfRate} req/s (half the API's most)`);
  console.log(`  ${'target'.padEnd(8)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
  for (const r of results)
    console.log(
      `  ${r.name.padEnd(8)} ${r.rps.toFixed(0).padStart(9)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)}${r.errors ? `  (${r.errors} errors)` : ''}`,
    );
  const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
  console.log('\nsummary');
  if (nginx) {
    const ratio = apiMax.rps / results[1].rps;
    console.log(`  API / nginx req/s:        ${ratio.toFixed(2)}x  (target >= 0.8x)  ${verdict(ratio >= 0.8)}`);
  }
  console.log(`  API p99 at half load:     ${apiMax.p99} ms  (target <= 5 ms)  ${verdict(apiMax.p99 <= 5)}`);
  const within = busy.latency.p99 <= apiMax.p99 * 1.1;
  console.log(
    `  API p99 with the report:  ${busy.latency.p99} ms while ${reports.requests.total} 365-day reports ran (${reports.non2xx} refused) (idle ${apiMax.p99} ms; target within 10%)  ${verdict(within)}`,
  );
}

main().catch((error) => {
  console.error(`bench:public-config: ${error.stack ?? error}`);
  process.exit(1);
});

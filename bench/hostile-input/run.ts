/**
 * `npm run bench:hostile-input`: what one anonymous request with a deeply nested JSON body costs
 * everyone else. For each size, the body (`[` repeated, then `]`) is POSTed to the sign-in route
 * of a real server on 127.0.0.1 while a second connection asks `/healthz` every 5 ms; it prints
 * how long the deep request took to be answered, its status, and the slowest `/healthz` answer
 * meanwhile. Before the depth bound (issue 25) 200 kB took about a minute and `/healthz` waited
 * as long. Asserts nothing; exits 0 whatever the figures (1 only if it cannot run).
 *
 * Environment: BENCH_SIZES (comma-separated body sizes in kB, default "40,80,200,1000"; the
 * server's body limit is 1 MiB).
 */
import type { AddressInfo } from 'node:net';
import { adminApp, withBenchDatabase } from '../shared/in-process.js';

const sizes = (process.env.BENCH_SIZES ?? '40,80,200,1000').split(',').map(Number);

async function main(): Promise<void> {
  await withBenchDatabase('hostile', async (bench) => {
    const { app } = await adminApp(bench);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      console.log('size      answered in  status  slowest /healthz meanwhile  /healthz answers');
      for (const kb of sizes) {
        const depth = Math.floor((kb * 1000) / 2);
        const body = '['.repeat(depth) + ']'.repeat(depth);
        let done = false;
        let slowest = 0;
        let answers = 0;
        const probe = (async () => {
          while (!done) {
            const started = performance.now();
            await fetch(`${base}/healthz`).then((r) => r.arrayBuffer());
            slowest = Math.max(slowest, performance.now() - started);
            answers++;
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
        })();
        const started = performance.now();
        const res = await fetch(`${base}/api/auth/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        await res.arrayBuffer();
        const elapsed = performance.now() - started;
        done = true;
        await probe;
        console.log(
          `${`${kb} kB`.padEnd(9)} ${`${elapsed.toFixed(1)} ms`.padStart(11)}  ${String(res.status).padStart(6)}  ${`${slowest.toFixed(1)} ms`.padStart(25)}  ${String(answers).padStart(16)}`,
        );
      }
    } finally {
      await app.close();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

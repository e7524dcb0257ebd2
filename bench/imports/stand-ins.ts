/**
 * The platform side of `bench:imports`, in a child process of its own so that making and sending
 * the report's rows does not count in the server's memory or CPU: Google's token endpoint and the
 * Ad Manager API stand-ins of the API tests, serving BENCH_KEYS made-up ad units a day in pages of
 * at most BENCH_PAGE_ROWS rows (default 10,000: what the connector asks for).
 *
 * It sends `{type: 'ready', tokenUrl, apiUrl, networkCode}` once listening; on 'stop' it sends
 * `{type: 'counts', counts, cpuMs}` and exits.
 */
import { start as startAdManager } from '../../apps/api/test/stand-ins/admanager.js';
import { start as startTokens } from '../../apps/api/test/stand-ins/google-token.js';

const keys = Number(process.env.BENCH_KEYS ?? 10_000);
const pageRows = Number(process.env.BENCH_PAGE_ROWS ?? 10_000);

async function main(): Promise<void> {
  const tokens = await startTokens();
  const gam = await startAdManager({ tokens, displayName: 'Bench Network' });
  gam.data = { keys };
  gam.maxPageSize = pageRows;
  // Done at the first poll: the platform's own report time is not the server's.
  gam.pollsUntilDone = 0;
  process.on('message', (message) => {
    if (message !== 'stop') return;
    const cpu = process.cpuUsage();
    process.send?.({ type: 'counts', counts: gam.counts, cpuMs: (cpu.user + cpu.system) / 1000 }, () => {
      void Promise.all([gam.close(), tokens.close()]).then(() => process.exit(0));
    });
  });
  process.send?.({ type: 'ready', tokenUrl: tokens.url, apiUrl: gam.url, networkCode: gam.networkCode });
}

main().catch((error: unknown) => {
  process.send?.({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});

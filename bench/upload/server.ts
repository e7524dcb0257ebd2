/**
 * Server half of bench:upload (run.mjs forks this under tsx, so the client's reading and
 * sending do not count in the server's memory): the real app on an embedded database of its
 * own with one website, listening on 127.0.0.1, storing into a local data folder. It samples its
 * own RSS every 5 ms between 'measure' and 'report', and reports the peak and where the stored
 * videos are.
 */
import { addDays, dayIn } from '../../apps/api/src/lib/report-days.js';
import { adminApp, withBenchDatabase } from '../shared/in-process.js';
import { seedStatistics } from '../shared/statistics-seed.js';

const send = (message: object) => process.send?.(message);

async function main() {
  await withBenchDatabase('upload', async (bench) => {
    const today = dayIn('UTC');
    // The admin and one website (a day of statistics is the smallest the seed makes).
    await seedStatistics(bench.database, {
      websites: 1,
      groupsPerSite: 1,
      bigSiteGroups: 1,
      bigGroupItems: 1,
      itemsPerGroup: 1,
      days: 1,
      today: addDays(today, 0),
    });
    const { app, headers } = await adminApp(bench);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;

    let baselineRss = process.memoryUsage().rss;
    let peakRss = baselineRss;
    let sampler: NodeJS.Timeout | undefined;
    process.on('message', (message: 'stop' | { type: string; key?: string }) => {
      if (message === 'stop') {
        void app.close().then(() => process.exit(0));
        return;
      }
      if (message.type === 'measure') {
        clearInterval(sampler);
        baselineRss = peakRss = process.memoryUsage().rss;
        sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 5);
        send({ type: 'measuring' });
      } else if (message.type === 'report') {
        clearInterval(sampler);
        send({ type: 'report', baselineRss, peakRss, file: app.deps.storage.localPath(message.key!) });
      }
    });
    send({ type: 'ready', port, headers, dataDir: bench.config.PUBDESK_DATA_DIR });
    await new Promise(() => undefined);
  });
}

main().catch((error: unknown) => {
  send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});

/**
 * The server side of bench:public-config (run.mjs forks this under tsx): the real app on a
 * database of its own with one active player (a vmap schedule, style, format, blocklist) and a
 * year of statistics, listening on 127.0.0.1. It writes the player's config bytes to a file for
 * nginx, and answers the 365-day website report (run.mjs requests it beside the load).
 */
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, dayIn } from '../../apps/api/src/lib/report-days.js';
import { playersRepo } from '../../apps/api/src/modules/players/index.js';
import { adminApp, withBenchDatabase } from '../shared/in-process.js';
import { seedStatistics } from '../shared/statistics-seed.js';

const send = (message: object) => process.send?.(message);

async function main() {
  await withBenchDatabase('public_config', async (bench) => {
    const today = dayIn('UTC');
    // 1 website of 50 placement groups x 20 data items, a year: 365,000 statistics.
    await seedStatistics(bench.database, {
      websites: 1,
      groupsPerSite: 50,
      bigSiteGroups: 50,
      bigGroupItems: 20,
      itemsPerGroup: 20,
      days: 365,
      today,
    });
    const q = (text: string, params?: unknown[]) => bench.database.query(text, params);
    const [player] = await playersRepo(bench.database.db).insert([{ name: 'Bench player', websiteId: 1, status: 'active' }]);
    await q(
      `insert into player_ad_tags (name, url, website_id) select 'Tag ' || g, 'https://ads.example.com/vast/' || g || '.xml?cb=[CACHEBUSTER]', 1 from generate_series(1, 3) g`,
    );
    await q(
      `update player_parts set data = data || '{"preroll":[1],"midroll":[2,3],"postroll":[3]}'::jsonb where player_id = $1 and kind = 'schedule'`,
      [player!.id],
    );
    await q(`update player_parts set data = data || '{"ads":[100,200,300]}'::jsonb where player_id = $1 and kind = 'blocklist'`, [
      player!.id,
    ]);

    const { app, headers } = await adminApp(bench);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const configPath = `/api/players/public/${player!.id}/`;
    const body = Buffer.from(await (await fetch(`http://127.0.0.1:${port}${configPath}`)).arrayBuffer());
    const dir = mkdtempSync(path.join(tmpdir(), 'pubdesk-bench-nginx-'));
    writeFileSync(path.join(dir, 'config.json'), body);
    // nginx's worker runs as another user when started by root: it must be able to read the file.
    chmodSync(path.join(dir, 'config.json'), 0o644);
    chmodSync(dir, 0o755);

    process.on('message', (message: string) => {
      if (message === 'stop') void app.close().then(() => process.exit(0));
      // How busy the server's thread has been (run.mjs takes the difference over a measurement).
      if (message === 'busy') send({ type: 'busy', elu: performance.eventLoopUtilization() });
    });
    // The report the load runs beside: a year of the website's days, as the console asks for it.
    const reportPath = `/api/statistics/websites/1/?start_date=${addDays(today, -364)}&end_date=${today}&limit=30`;
    send({ type: 'ready', port, path: configPath, reportPath, headers, dir, bytes: body.length, database: bench.database.kind });
    await new Promise(() => undefined);
  });
}

main().catch((error: unknown) => {
  send({ type: 'error', message: String(error instanceof Error ? error.stack : error) });
  process.exit(1);
});

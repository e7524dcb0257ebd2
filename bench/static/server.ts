/**
 * The server side of bench:static (run.mjs forks this under tsx): the real app serving the built
 * console given in PUBDESK_WEB_DIST, on a database of its own (nothing is read from it: the
 * console's files need none), listening on 127.0.0.1.
 */
import { buildApp } from '../../apps/api/src/app.js';
import { withBenchDatabase } from '../shared/in-process.js';

const send = (message: object) => process.send?.(message);

async function main() {
  await withBenchDatabase(
    'static',
    async (bench) => {
      const app = await buildApp({ config: bench.config, database: bench.database, serveWeb: true });
      await app.listen({ port: 0, host: '127.0.0.1' });
      process.on('message', (message: string) => {
        if (message === 'stop') void app.close().then(() => process.exit(0));
      });
      send({ type: 'ready', port: (app.server.address() as { port: number }).port });
      await new Promise(() => undefined);
    },
    { PUBDESK_WEB_DIST: process.env.PUBDESK_WEB_DIST! },
  );
}

main().catch((error: unknown) => {
  send({ type: 'failed', message: String(error instanceof Error ? error.stack : error) });
  process.exit(1);
});

import { openDatabase } from './db/client.js';
import { startEmbeddedVacuum } from './db/embedded-vacuum.js';
import { applyMigrations } from './migrate.js';
import { buildApp } from './app.js';
import { seed } from './seed/index.js';
import { loggerOptions } from './lib/logging.js';
import { PART_AGE_AT_START_MS, sweepStaleParts } from './lib/storage/index.js';
import { configOrExit, run, stopOnSignals } from './process-lifecycle.js';

/** Start-up: config, database, migrations, seed, serve; and a graceful stop on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = configOrExit();

  // The embedded database runs in a thread of its own: a long report does not hold up other requests.
  const database = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: config.pgliteDir,
    pgliteThread: true,
    pgliteNice: config.PGLITE_THREAD_NICE,
  });
  await applyMigrations(database);
  // One process at a time: two starting together would both find no admin and both create one.
  const seeded = await database.exclusive((db) =>
    seed(db, {
      adminPassword: config.PUBDESK_ADMIN_PASSWORD,
      demo: config.PUBDESK_DEMO,
      embedded: database.kind === 'pglite',
      secret: config.secret,
      reportTz: config.REPORT_TZ,
    }),
  );

  const app = await buildApp({
    config,
    database,
    serveWeb: true,
    logger: loggerOptions(config.LOG_LEVEL),
    jobs: { runWorker: config.PUBDESK_RUN_WORKER },
  });

  // The embedded database has no autovacuum of its own (db/embedded-vacuum.ts); a no-op on PostgreSQL.
  const stopVacuum = startEmbeddedVacuum(database, {
    onRun: (runs) => app.log.info({ runs }, 'embedded database vacuumed'),
    onError: (error) => app.log.warn({ err: error }, 'the embedded database vacuum failed'),
  });

  stopOnSignals(app.log, 'shutting down: finishing in-flight requests', async () => {
    await app.close();
    await stopVacuum();
    await database.close();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  // Uploads a killed process was writing left their temporary files: sweep them, in the
  // background (a large folder takes a while). A part another live instance is writing into the
  // same folder is younger than the age asked for (see lib/storage/sweep.ts); the rest daily.
  void sweepStaleParts(config.uploadDir, { olderThanMs: PART_AGE_AT_START_MS }).then(
    (swept) => {
      if (swept.removed > 0 || swept.truncated) app.log.info({ swept }, 'stale upload parts removed');
    },
    (error: unknown) => app.log.warn({ err: error }, 'the sweep of stale upload parts failed'),
  );
  const where = database.kind === 'pglite' ? `embedded database in ${config.pgliteDir}` : 'PostgreSQL';
  const lines = [
    '',
    `  ${config.PRODUCT_NAME} is running on http://localhost:${config.PORT} (${where})`,
    seeded.admin.created && seeded.admin.password
      ? `  Sign in as admin / ${seeded.admin.password}${config.PUBDESK_ADMIN_PASSWORD ? '' : '   (generated: shown once, keep it)'}`
      : '  Sign in as admin with the password set at first start (PUBDESK_ADMIN_PASSWORD).',
    seeded.demo ? `  Demo accounts (organization1, network1, publisher1, ...) use the password ${seeded.demoPassword}` : '',
    `  API docs: http://localhost:${config.PORT}/api/docs`,
    '',
  ];
  process.stdout.write(lines.filter((l, i) => l || i === 0 || i === lines.length - 1).join('\n') + '\n');
}

run(main);

import { pino } from 'pino';
import { openDatabase } from './db/client.js';
import { applyMigrations } from './migrate.js';
import { jobDefinitions } from './app.js';
import { createJobQueue, type JobQueue } from './lib/jobs/index.js';
import { configOrExit, run, stopOnSignals } from './process-lifecycle.js';

/**
 * `npm run worker`: the background jobs without the HTTP server, for deployments on
 * PostgreSQL where several API instances run with PUBDESK_RUN_WORKER=false and the jobs run
 * here (as many workers as wanted: each job is handed to one). Migrations are applied first, as
 * the server does, so whichever starts first brings the schema up to date.
 */
async function main(): Promise<void> {
  const config = configOrExit();
  if (!config.DATABASE_URL) {
    console.error('npm run worker needs DATABASE_URL: on the embedded database the server runs the jobs itself.');
    process.exit(1);
  }

  const log = pino({ level: config.LOG_LEVEL });
  const database = await openDatabase({ url: config.DATABASE_URL, poolSize: 4 });
  await applyMigrations(database);
  // A job may queue another: the sender reaches the queue once it exists.
  let queue: JobQueue | null = null;
  const definitions = jobDefinitions({ db: database.db, config, log, send: (kind, payload) => queue!.send(kind, payload) });
  const jobs = createJobQueue({ database, log, jobs: definitions, runWorker: true });
  queue = jobs;
  await jobs.start();

  stopOnSignals(log, 'worker shutting down: finishing running jobs', async () => {
    await jobs.stop();
    await database.close();
  });
  log.info({ kinds: definitions.map((d) => d.name) }, 'worker running');
}

run(main);

import { pino } from 'pino';
import { ConfigError, loadConfig, type Config } from './config/env.js';
import { openDatabase } from './db/client.js';
import { applyMigrations } from './migrate.js';
import { jobDefinitions } from './app.js';
import { createJobQueue } from './lib/jobs/index.js';

/**
 * `npm run worker`: the background jobs without the HTTP server, for deployments on
 * PostgreSQL where several API instances run with PUBDESK_RUN_WORKER=false and the jobs run
 * here (as many workers as wanted: each job is handed to one). Migrations are applied first, as
 * the server does, so whichever starts first brings the schema up to date.
 */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (!config.DATABASE_URL) {
    console.error('npm run worker needs DATABASE_URL: on the embedded database the server runs the jobs itself.');
    process.exit(1);
  }

  const log = pino({ level: config.LOG_LEVEL });
  const database = await openDatabase({ url: config.DATABASE_URL, poolSize: 4 });
  await applyMigrations(database);
  const definitions = jobDefinitions({ db: database.db, config, log });
  const jobs = createJobQueue({ database, log, jobs: definitions, runWorker: true });
  await jobs.start();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'worker shutting down: finishing running jobs');
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  log.info({ kinds: definitions.map((d) => d.name) }, 'worker running');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

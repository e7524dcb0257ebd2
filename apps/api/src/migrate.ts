import type { Database } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { syncPermissions } from './modules/access/index.js';

/**
 * Brings a database up to date: the committed migrations, then the permission tables in step
 * with the code's catalogue (the access module's). What start-up, tests and benchmarks call.
 */
export async function applyMigrations(database: Database): Promise<void> {
  await runMigrations(database);
  await syncPermissions(database.db);
}

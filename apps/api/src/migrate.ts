import type { Database } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { syncPermissions } from './modules/access/index.js';

/**
 * Brings a database up to date: the committed migrations, then the permission tables in step
 * with the code's catalogue (the access module's). What start-up, tests and benchmarks call.
 * One process at a time (`exclusive`): API processes and workers starting together on an empty
 * PostgreSQL database would otherwise all create the same tables, and all but one fail.
 */
export async function applyMigrations(database: Database): Promise<void> {
  await database.exclusive(async (db) => {
    await runMigrations(database.kind, db);
    await syncPermissions(db);
  });
}

import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database, Db } from './client.js';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Applies the committed drizzle-kit migrations (the same SQL runs on PGlite and PostgreSQL).
 * Start-up and tests call `applyMigrations` (src/migrate.ts), which also syncs reference data.
 */
export async function runMigrations(kind: Database['kind'], db: Db): Promise<void> {
  if (kind === 'pglite') {
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(db as unknown as NodePgDatabase, { migrationsFolder });
  }
}

import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a raw statement and returns its rows; used by health checks and benchmarks. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** The embedded client itself (for dumps), or null on PostgreSQL. */
  pglite: PGlite | null;
  close(): Promise<void>;
}

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite in `pgliteDir` ('memory://' for
 * tests), optionally started from a dump of another PGlite cluster (`pgliteDump`).
 */
export async function openDatabase(opts: {
  url?: string;
  pgliteDir?: string | null;
  pgliteDump?: Blob;
  poolSize?: number;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      kind: 'postgres',
      query: async (text, params) => (await pool.query(text, params as unknown[])).rows,
      pglite: null,
      close: () => pool.end(),
    };
  }
  const client = new PGlite(opts.pgliteDir ?? 'memory://', opts.pgliteDump ? { loadDataDir: opts.pgliteDump } : {});
  await client.waitReady;
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'pglite',
    query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
    pglite: client,
    close: () => client.close(),
  };
}

import { PGlite, types, type ParserOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import path from 'node:path';
import pg from 'pg';
import { restrictDataDir, restrictTree } from './data-dir.js';
import { lockEmbeddedDatabase } from './embedded-lock.js';
import { PgliteThread, type EmbeddedClient } from './pglite-thread.js';

/**
 * The query builder every repository uses. It is not typed by the schema: no code uses Drizzle's
 * relational `db.query` API, so the database layer needs no module's tables (they stand above it).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a raw statement and returns its rows; used by health checks and benchmarks. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** The embedded client itself (for dumps), or null on PostgreSQL. */
  pglite: EmbeddedClient | null;
  /**
   * LISTENs on a channel: `onNotify` gets each payload, `onLost` is called if the listening
   * connection breaks. Answers a function that stops listening. PostgreSQL delivers
   * notifications on commit, in commit order; PGlite before the notifying query returns.
   */
  listen(channel: string, onNotify: (payload: string) => void, onLost: () => void): Promise<() => Promise<void>>;
  /**
   * Runs `work` while no other process runs its own `exclusive` work on this database: what
   * start-up does once (migrations, the first admin). On PostgreSQL, on one connection that
   * holds an advisory lock for it (several API processes and workers starting together queue
   * here instead of racing to create the same tables); the embedded database is one process's.
   */
  exclusive<T>(work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock key of `exclusive` (any number no other lock of ours uses). */
const START_UP_LOCK = 7_340_033;

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite in `pgliteDir` ('memory://' for
 * tests), optionally started from a dump of another PGlite cluster (`pgliteDump`), and in a
 * thread of its own when `pgliteThread` (the server: see PgliteThread).
 */
export async function openDatabase(opts: {
  url?: string;
  pgliteDir?: string | null;
  pgliteDump?: Blob;
  pgliteThread?: boolean;
  /** The thread's nice value on Linux (PGLITE_THREAD_NICE). */
  pgliteNice?: number;
  poolSize?: number;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    return {
      db: drizzlePg({ client: pool }) as unknown as Db,
      kind: 'postgres',
      query: async (text, params) => (await pool.query(text, params as unknown[])).rows,
      pglite: null,
      async listen(channel, onNotify, onLost) {
        // A connection of its own: a pooled one would be handed to queries and lose the LISTEN.
        const client = new pg.Client({ connectionString: opts.url });
        client.on('notification', (message) => {
          if (message.channel === channel) onNotify(message.payload ?? '');
        });
        client.on('error', onLost);
        client.on('end', onLost);
        await client.connect();
        await client.query(`LISTEN "${channel}"`);
        return async () => {
          client.removeListener('end', onLost);
          await client.end();
        };
      },
      async exclusive(work) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
          try {
            return await work(drizzlePg({ client }) as unknown as Db);
          } finally {
            await client.query('select pg_advisory_unlock($1)', [START_UP_LOCK]);
          }
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dir = opts.pgliteDir ?? 'memory://';
  // A folder on disk (PUBDESK_DATA_DIR/pglite): the data folder around it is made private
  // first, and the database's own files again once PGlite has created them (it makes them
  // 0666) and when it closes (files made while running).
  const onDisk = !dir.includes('://');
  if (onDisk) restrictDataDir(path.dirname(path.resolve(dir)));
  // One process's database: a second one on the same folder is refused, not let in beside it.
  const release = onDisk ? lockEmbeddedDatabase(path.resolve(dir)) : () => undefined;
  let client: EmbeddedClient;
  try {
    client = opts.pgliteThread
      ? await PgliteThread.open({ dir, dump: opts.pgliteDump, textOids: textTypeOids, nice: opts.pgliteNice })
      : await inProcessPglite(dir, opts.pgliteDump);
  } catch (error) {
    release();
    throw error;
  }
  if (onDisk) restrictTree(dir);
  // The thread sends no parsers across (functions do not cross threads); in-process they are dropped here.
  const db = drizzlePglite({ client: (opts.pgliteThread ? client : withoutPerQueryParsers(client as PGlite)) as PGlite }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
    pglite: client,
    async listen(channel, onNotify) {
      const stop = await client.listen(channel, onNotify);
      return async () => {
        await stop();
      };
    },
    exclusive: (work) => work(db),
    async close() {
      await client.close();
      if (onDisk) restrictTree(dir);
      release();
    },
  };
}

/**
 * Drizzle asks PGlite to hand dates, timestamps and intervals over as text (it maps them
 * itself) by passing these parsers with every query, and PGlite copies its whole parser table
 * each time it gets them: about 0.2 ms a query. Installing them once on the client and
 * dropping the per-query copy gives the same results without that cost. So raw `query()` rows
 * carry such values as text on PGlite (node-postgres gives Dates).
 */
const passThrough = (value: string) => value;
const textTypeOids = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const drizzleParsers: ParserOptions = Object.fromEntries(textTypeOids.map((oid) => [oid, passThrough]));

async function inProcessPglite(dir: string, dump?: Blob): Promise<PGlite> {
  const client = new PGlite(dir, {
    parsers: drizzleParsers,
    // Trigram indexes serve substring search (see the search_indexes migration); btree_gist lets
    // the share periods' exclusion constraints compare ids and date ranges together (0027).
    extensions: { pg_trgm, btree_gist },
    ...(dump ? { loadDataDir: dump } : {}),
  });
  await client.waitReady;
  return client;
}

type Queryable = Pick<PGlite, 'query'> & { transaction?: PGlite['transaction'] };

function withoutPerQueryParsers<T extends Queryable>(target: T): T {
  return new Proxy(target, {
    get(obj, prop) {
      if (prop === 'query') {
        return (text: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }) =>
          obj.query(text, params, options?.rowMode ? { rowMode: options.rowMode } : undefined);
      }
      if (prop === 'transaction' && obj.transaction) {
        const transaction = obj.transaction.bind(obj);
        return (fn: (tx: Queryable) => Promise<unknown>) => transaction((tx) => fn(withoutPerQueryParsers(tx)));
      }
      const value: unknown = Reflect.get(obj, prop, obj);
      return typeof value === 'function' ? value.bind(obj) : value;
    },
  });
}

/** Rows of a raw `sql` statement through drizzle; both drivers answer with `{ rows }`. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

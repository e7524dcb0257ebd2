import type { Database } from './client.js';

/**
 * The embedded database's autovacuum. PostgreSQL's runs in background workers; PGlite is
 * PostgreSQL in one process without them, so nothing ever vacuumed or analyzed its tables: dead
 * rows of every update and delete stayed, the planner had no statistics for what was inserted
 * after the migrations, and no page was ever marked all-visible (a COUNT(*) checked every row's
 * visibility: the users list of 10,000 users took 2.7 ms a call on PGlite before a VACUUM, 1.6
 * after). This does what autovacuum does, with its default thresholds, from the API process that
 * owns the embedded database.
 *
 * The embedded database has one connection: a VACUUM holds up other statements while it runs
 * (about a second for a table of a million rows). Autovacuum's thresholds keep that rare: a table
 * is vacuumed when a fifth of it changed.
 */

/** A table autovacuum would work on now, and what it would do. */
export interface DueTable {
  /** Schema-qualified and quoted, ready for a statement. */
  name: string;
  vacuum: boolean;
  analyze: boolean;
}

/** One table's maintenance done, and how long it held the connection. */
export interface VacuumRun extends DueTable {
  ms: number;
}

/**
 * autovacuum_vacuum_threshold 50 + scale factor 0.2, autovacuum_vacuum_insert_threshold 1000 +
 * its scale factor 0.2, autovacuum_analyze_threshold 50 + scale factor 0.1 (PostgreSQL's defaults),
 * against the table's row count as the last VACUUM or ANALYZE left it (reltuples; -1 before any).
 */
const DUE_SQL = `
  select name, "vacuum", "analyze"
    from (select format('%I.%I', s.schemaname, s.relname) as name,
                 s.n_dead_tup > 50 + 0.2 * rows or s.n_ins_since_vacuum > 1000 + 0.2 * rows as "vacuum",
                 s.n_mod_since_analyze > 50 + 0.1 * rows as "analyze",
                 s.n_dead_tup + s.n_mod_since_analyze as changed
            from pg_stat_user_tables s
            join pg_class c on c.oid = s.relid
            cross join lateral (select greatest(c.reltuples, 0) as rows) r) due
   where "vacuum" or "analyze"
   order by changed desc`;

/** The tables due for a VACUUM or an ANALYZE by autovacuum's rules. */
export async function tablesDue(database: Pick<Database, 'query'>): Promise<DueTable[]> {
  // A backend sends its table counters to the shared statistics when idle, which a single-user
  // PGlite never is between our statements: ask for it, and the next statement reads them.
  await database.query('select pg_stat_force_next_flush()');
  return database.query<DueTable>(DUE_SQL);
}

/** Vacuums and analyzes what is due, one table at a time (VACUUM cannot run in a transaction). */
export async function vacuumDue(database: Pick<Database, 'query'>): Promise<VacuumRun[]> {
  const runs: VacuumRun[] = [];
  for (const table of await tablesDue(database)) {
    const started = performance.now();
    await database.query(table.vacuum ? `vacuum (analyze ${table.analyze ? 'true' : 'false'}) ${table.name}` : `analyze ${table.name}`);
    runs.push({ ...table, ms: Math.round(performance.now() - started) });
  }
  return runs;
}

export interface EmbeddedVacuumOptions {
  /** The first look after start: after the seed's inserts, before anyone has waited long. */
  firstAfterMs?: number;
  everyMs?: number;
  onRun?: (runs: VacuumRun[]) => void;
  onError?: (error: unknown) => void;
}

/**
 * Looks for due tables now and then, on the embedded database only. Answers the stop, which waits
 * for a run in progress: the database must not close under a VACUUM.
 */
export function startEmbeddedVacuum(database: Database, options: EmbeddedVacuumOptions = {}): () => Promise<void> {
  if (database.kind !== 'pglite') return async () => undefined;
  const { firstAfterMs = 30_000, everyMs = 5 * 60_000, onRun, onError } = options;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout;
  const tick = () => {
    running = vacuumDue(database)
      .then((runs) => {
        if (runs.length > 0) onRun?.(runs);
      })
      .catch((error: unknown) => onError?.(error))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, everyMs).unref();
      });
  };
  timer = setTimeout(tick, firstAfterMs).unref();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

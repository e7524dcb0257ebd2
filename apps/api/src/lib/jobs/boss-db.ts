import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

interface StatementResult {
  rows: unknown[];
  fields: unknown[];
}
const lastRows = (results: StatementResult[]) => results.findLast((r) => r.fields.length > 0)?.rows ?? [];

/** The connection pg-boss is given: its `db` option, plus a way to stop using it. */
export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Refuses new statements (answering no rows) and waits for those under way. */
  close(): Promise<void>;
}

/**
 * pg-boss runs its statements through the server's own database instead of a pool of its own.
 *
 * On PostgreSQL that is the server's pool. On PGlite, the one connection the whole server
 * shares: pg-boss's node-postgres adapter would write protocol messages to it outside PGlite's
 * query lock, so a statement of the queue could land inside a request's transaction. Here each
 * statement goes through PGlite's `query` and so waits for any transaction under way.
 *
 * pg-boss's scripts (no parameters, several statements, some with their own BEGIN and COMMIT)
 * run inside a transaction that is rolled back on error: a failed BEGIN ... COMMIT script must
 * not leave a shared connection in an aborted transaction. Their answer is the last statement
 * that returns rows (pg-boss reads single SELECTs only).
 *
 * After close(), statements answer no rows: a worker loop still polling while the queue stops
 * finds nothing instead of querying a database about to close.
 */
export function bossDb(database: Database): BossDb {
  const pglite = database.pglite;
  let closed = false;
  const running = new Set<Promise<unknown>>();

  const run = async (text: string, values?: unknown[]): Promise<{ rows: unknown[] }> => {
    const isScript = values === undefined || values.length === 0;
    if (pglite === null) {
      if (!isScript) return { rows: await database.query(text, values) };
      // Without parameters node-postgres sends the text as one simple query: several statements may run.
      const result = (await database.db.transaction((tx) => tx.execute(sql.raw(text)))) as unknown as StatementResult | StatementResult[];
      return { rows: lastRows(Array.isArray(result) ? result : [result]) };
    }
    if (!isScript) return { rows: (await pglite.query(text, values)).rows };
    return { rows: lastRows(await pglite.transaction((tx) => tx.exec(text))) };
  };

  return {
    async executeSql(text, values) {
      if (closed) return { rows: [] };
      const statement = run(text, values);
      running.add(statement);
      try {
        return await statement;
      } finally {
        running.delete(statement);
      }
    },
    async close() {
      closed = true;
      await Promise.allSettled([...running]);
    },
  };
}

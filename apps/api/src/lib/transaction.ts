import type { Db } from '../db/client.js';

/**
 * Runs `work` in one transaction, handed the repositories opened on it: a service composes
 * several repositories' writes atomically without holding the connection or writing SQL.
 */
export type Transaction<Repos> = <T>(work: (repos: Repos) => Promise<T>) => Promise<T>;

/** A Transaction over `db` that opens the repositories with `open` on each transaction. */
export function transactionOf<Repos>(db: Db, open: (db: Db) => Repos): Transaction<Repos> {
  return (work) => db.transaction((tx) => work(open(tx as unknown as Db)));
}

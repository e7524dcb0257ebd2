import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * The advisory lock between statistics writes and what they are computed from. Every statement
 * writing statistics holds it in its shared form (the rollup trigger, migrations 0030-0031); a
 * placement group moving format (its trigger) and a share period being placed take it exclusively.
 */
export const STATISTICS_LOCK = 7340034;

/**
 * First in a transaction that writes statistics with the shares in force: its statements'
 * snapshots, taken after this, see every share period committed before it, and a period being
 * placed waits until the transaction ends (on PostgreSQL a write that read the shares before a
 * period committed wrote the old shares over the period's rewrite).
 */
export async function holdStatisticsShared(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${STATISTICS_LOCK})`);
}

/** First in a share period's transaction: waits for the statistics writes in flight and holds new ones until it commits. */
export async function holdStatisticsExclusive(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${STATISTICS_LOCK})`);
}

/**
 * The key of the lock a day's rebuild takes (migration 0041, `pubdesk_statistics_rebuild`, with the same
 * key): a write that also rebuilds the day takes it before its first statement touching the day's
 * rollups, so that it and a walk of the same day never wait for each other's rows.
 */
export const REBUILD_DAY_LOCK = 7340035;

/** First in a write that re-keys a day's rows and rebuilds the day (a refresh). */
export async function holdRebuildDay(tx: Db, date: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${REBUILD_DAY_LOCK}::int, (${date}::date - date '2000-01-01')::int)`);
}

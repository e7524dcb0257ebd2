import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ImportState, ImportTrigger } from '@pubdesk/contract';
import { externalApis } from '../external-apis/index.js';
import { suppliers } from '../suppliers/index.js';
import { users } from '../users/index.js';

/**
 * One import of a demand source's figures for a date range: what asked for it, how it went, and
 * what it could not map. At most one run of a source is `running` at a time (the partial unique
 * index is the lock; a run whose heartbeat stopped is taken over, see imports.runner.ts).
 */
export const importRuns = pgTable(
  'import_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    apiId: integer('api_id').references(() => externalApis.id, { onDelete: 'set null' }),
    start: date('start').notNull(),
    end: date('end').notNull(),
    trigger: varchar('trigger', { length: 16 }).$type<ImportTrigger>().notNull(),
    state: varchar('state', { length: 16 }).$type<ImportState>().notNull().default('queued'),
    /** A refresh request's data items (null: every data item of the source). */
    dataIds: jsonb('data_ids').$type<number[] | null>(),
    /** The refresh request this run does, whose state follows the run's. */
    refreshToken: varchar('refresh_token', { length: 64 }),
    rowsFetched: integer('rows_fetched').notNull().default(0),
    rowsMatched: integer('rows_matched').notNull().default(0),
    rowsUnmatched: integer('rows_unmatched').notNull().default(0),
    /** The first 100 keys that mapped to no data item. */
    unmatchedKeys: jsonb('unmatched_keys')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    error: text('error'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Touched while a run works; a `running` run whose heartbeat is old died with its process. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /**
     * Counts the run's claims. An execution holds the run only while its claim is the latest: a
     * second one (a job expired while its handler still ran, then retried) supersedes it, and
     * the first stops at its next staged page or day instead of writing beside it.
     */
    claim: integer('claim').notNull().default(0),
  },
  (t) => [
    uniqueIndex('import_runs_one_running_key')
      .on(t.supplierId)
      .where(sql`state = 'running'`),
    index('import_runs_supplier_idx').on(t.supplierId, t.id),
    index('import_runs_api_idx').on(t.apiId, t.id),
  ],
);
export type ImportRunRow = typeof importRuns.$inferSelect;

/**
 * The rows a run has mapped so far, written page by page as they arrive (so a large report
 * never sits in memory); each day is then summed from here into `statistics` in a transaction
 * of its own. Emptied when the run ends.
 */
export const importStagedRows = pgTable(
  'import_staged_rows',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => importRuns.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    dataId: integer('data_id').notNull(),
    requests: bigint('requests', { mode: 'number' }).notNull().default(0),
    impressions: bigint('impressions', { mode: 'number' }).notNull().default(0),
    viewableImpressions: bigint('viewable_impressions', { mode: 'number' }).notNull().default(0),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
    /** In the source's currency, as reported (converted when the day is written). */
    revenue: numeric('revenue').notNull().default('0'),
  },
  (t) => [index('import_staged_rows_run_date_idx').on(t.runId, t.date)],
);

import { and, desc, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { ImportRun, ImportState } from '@pubdesk/contract';
import { selectRows, type Db } from '../../db/client.js';
import { failedQuery } from '../../db/query-error.js';
import { crudRepo, type SelectedRow } from '../../lib/crud-repo.js';
import type { PageWindow } from '../../lib/pagination.js';
import { apiTypes, externalApis } from '../external-apis/index.js';
import { suppliers } from '../suppliers/index.js';
import { importRuns, importStagedRows, type ImportRunRow } from './imports.table.js';

/** One mapped row on its way to a day: a data item's share of a report row, in the source's currency. */
export interface StagedRow {
  date: string;
  dataId: number;
  requests: string;
  impressions: string;
  viewable_impressions: string;
  clicks: string;
  revenue: string;
}

export interface RunFilter {
  supplierId?: number;
  state?: ImportState;
}

type RunValues = Partial<Omit<typeof importRuns.$inferInsert, 'id'>>;
/** A run as one execution holds it: its id and the claim that execution made. */
export type ClaimedRun = Pick<ImportRunRow, 'id' | 'claim'>;

/** Another execution has claimed the run since: this one stops without writing. */
export class RunSuperseded extends Error {}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Every query on import runs and their staged rows; the only file that writes SQL for them. */
export function importsRepo(db: Db) {
  const crud = crudRepo(db, importRuns);
  const joined = () =>
    db
      .select({ run: importRuns, supplierName: suppliers.name, apiName: externalApis.name, apiType: apiTypes.shortname })
      .from(importRuns)
      .innerJoin(suppliers, eq(suppliers.id, importRuns.supplierId))
      .leftJoin(externalApis, eq(externalApis.id, importRuns.apiId))
      .leftJoin(apiTypes, eq(apiTypes.id, externalApis.typeId));
  type Joined = SelectedRow<typeof joined>;
  const toRun = (r: Joined): ImportRun => ({
    id: r.run.id,
    supplier: { id: r.run.supplierId, name: r.supplierName },
    api: r.run.apiId !== null && r.apiName !== null ? { id: r.run.apiId, type: r.apiType ?? '', name: r.apiName } : null,
    start: r.run.start,
    end: r.run.end,
    trigger: r.run.trigger,
    state: r.run.state,
    rows_fetched: r.run.rowsFetched,
    rows_matched: r.run.rowsMatched,
    rows_unmatched: r.run.rowsUnmatched,
    unmatched_keys: r.run.unmatchedKeys,
    error: r.run.error,
    created_at: r.run.createdAt.toISOString(),
    started_at: iso(r.run.startedAt),
    finished_at: iso(r.run.finishedAt),
  });
  const whereOf = (f: RunFilter): SQL | undefined =>
    and(
      f.supplierId !== undefined ? eq(importRuns.supplierId, f.supplierId) : undefined,
      f.state ? eq(importRuns.state, f.state) : undefined,
    );

  /** Fails the `running` runs matching `which` silent since `staleBefore` (their process died); answers their ids. */
  async function failDead(which: SQL, staleBefore: Date, interrupted: string): Promise<Array<{ id: number }>> {
    const dead = await db
      .update(importRuns)
      // The claim counts up: an execution of it still alive somewhere stops at its next step.
      .set({ state: 'failed', error: interrupted, finishedAt: new Date(), claim: sql`${importRuns.claim} + 1` })
      .where(and(which, eq(importRuns.state, 'running'), lt(importRuns.heartbeatAt, staleBefore)))
      .returning({ id: importRuns.id });
    // What the dead execution staged is nobody's now (a retry stages afresh).
    if (dead.length)
      await db.delete(importStagedRows).where(
        inArray(
          importStagedRows.runId,
          dead.map((r) => r.id),
        ),
      );
    return dead;
  }

  return {
    /** A page of runs; with `keysOnlyOf`, another user's runs come without their unmatched keys. */
    list: (filter: RunFilter, window: PageWindow, keysOnlyOf?: number) =>
      crud.page({ rows: joined(), where: whereOf(filter), orderBy: [desc(importRuns.id)], window }, (r) => {
        const run = toRun(r);
        return keysOnlyOf === undefined || r.run.requestedBy === keysOnlyOf ? run : { ...run, unmatched_keys: [] };
      }),

    async view(id: number): Promise<ImportRun | null> {
      const [row] = await joined().where(eq(importRuns.id, id));
      return row ? toRun(row) : null;
    },

    find: (id: number): Promise<ImportRunRow | null> => crud.byId(id),
    /**
     * Runs a job does (backfills, the schedule's, refreshes, any of them retried) still `queued`
     * since `before`; not an upload's, which its own request claims at once.
     */
    /**
     * Fails the uploads whose process died while writing them (silent since `staleBefore`): no
     * job claims a manual source's run, so without this one stayed `running` until the source's
     * next upload. Answers how many.
     */
    async failDeadUploads(staleBefore: Date, interrupted: string): Promise<number> {
      return (await failDead(eq(importRuns.trigger, 'upload'), staleBefore, interrupted)).length;
    },
    async stalledQueued(before: Date): Promise<number[]> {
      const rows = await db
        .select({ id: importRuns.id })
        .from(importRuns)
        .where(and(eq(importRuns.state, 'queued'), ne(importRuns.trigger, 'upload'), lt(importRuns.createdAt, before)));
      return rows.map((r) => r.id);
    },
    insert: crud.create,
    update: (id: number, values: RunValues) => crud.update(id, values),

    /**
     * Marks the run `running` if no other run of its source is: the partial unique index refuses
     * a second one, which answers null. A `running` run whose heartbeat is older than `staleBefore`
     * died with its process: it is failed first, so the source is not locked for ever. Answers the
     * execution's claim: what it stages and writes is checked against it (`assertHeld`).
     */
    async claim(run: ImportRunRow, staleBefore: Date, interrupted: string, silentBefore = staleBefore): Promise<ClaimedRun | null> {
      await failDead(eq(importRuns.supplierId, run.supplierId), staleBefore, interrupted);
      const now = new Date();
      const claimed = await db
        .update(importRuns)
        .set({ state: 'running', startedAt: now, heartbeatAt: now, finishedAt: null, error: null, claim: sql`${importRuns.claim} + 1` })
        // A running run is taken over only once it has been silent since `silentBefore`: an
        // execution still heard from keeps it (the job that asked is told the source is busy).
        .where(
          and(
            eq(importRuns.id, run.id),
            sql`(${importRuns.state} = 'queued' or (${importRuns.state} = 'running' and ${importRuns.heartbeatAt} < ${silentBefore}))`,
          ),
        )
        .returning({ id: importRuns.id, claim: importRuns.claim })
        .catch((err: unknown) => {
          // Another run of the source is running: the partial unique index said so.
          if (failedQuery(err)?.sqlstate === '23505') return [];
          throw err;
        });
      return claimed[0] ?? null;
    },

    /**
     * Throws RunSuperseded unless `run`'s claim is still the latest; in a transaction, it keeps
     * the run row locked (FOR SHARE) to its end, so a new claim waits for what this one writes.
     */
    async assertHeld(run: ClaimedRun): Promise<void> {
      const rows = await selectRows(db, sql`select id from ${importRuns} where id = ${run.id} and claim = ${run.claim} for share`);
      if (rows.length === 0) throw new RunSuperseded();
    },

    /** Ends the execution's run with these values, its staging emptied (RunSuperseded if no longer its). */
    close: (run: ClaimedRun, values: RunValues) =>
      db.transaction(async (tx) => {
        const repo = importsRepo(tx);
        await repo.assertHeld(run);
        await repo.clearStaged(run.id);
        await repo.update(run.id, values);
      }),

    /** Adds a page's counts and unmatched keys (up to 100 kept) and touches the heartbeat, while the execution holds the run. */
    async progress(run: ClaimedRun, fetched: number, matched: number, unmatched: number, keys: readonly string[]): Promise<void> {
      await db
        .update(importRuns)
        .set({
          rowsFetched: sql`${importRuns.rowsFetched} + ${fetched}`,
          rowsMatched: sql`${importRuns.rowsMatched} + ${matched}`,
          rowsUnmatched: sql`${importRuns.rowsUnmatched} + ${unmatched}`,
          unmatchedKeys: sql`(select coalesce(jsonb_agg(k), '[]'::jsonb) from (
              select k from jsonb_array_elements_text(${importRuns.unmatchedKeys} || ${JSON.stringify(keys)}::jsonb) with ordinality as e(k, n)
              group by k order by min(n) limit 100) kept)`,
          heartbeatAt: new Date(),
        })
        .where(and(eq(importRuns.id, run.id), eq(importRuns.claim, run.claim)));
    },

    /** Stages a page of mapped rows in one statement (values travel as one JSON parameter), while the execution holds the run. */
    async stage(run: ClaimedRun, rows: readonly StagedRow[]): Promise<void> {
      if (rows.length === 0) return;
      const runId = run.id;
      await db.transaction(async (tx) => {
        await importsRepo(tx).assertHeld(run);
        await tx.execute(sql`
        insert into ${importStagedRows} (run_id, date, data_id, requests, impressions, viewable_impressions, clicks, revenue)
        select ${runId}, v.date, v.data_id, round(v.requests)::bigint, round(v.impressions)::bigint,
          round(v.viewable_impressions)::bigint, round(v.clicks)::bigint, v.revenue
        from jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ ...r, data_id: r.dataId })))}::jsonb)
          as v(date date, data_id int, requests numeric, impressions numeric, viewable_impressions numeric, clicks numeric, revenue numeric)`);
      });
    },

    /** The days that have staged rows. */
    async stagedDays(runId: number): Promise<string[]> {
      const rows = await selectRows<{ date: string }>(
        db,
        sql`select distinct to_char(date, 'YYYY-MM-DD') as date from ${importStagedRows} where run_id = ${runId} order by 1`,
      );
      return rows.map((r) => r.date);
    },

    /** The data items a day has staged rows for. */
    async stagedDataIds(runId: number, date: string): Promise<number[]> {
      const rows = await selectRows<{ data_id: number }>(
        db,
        sql`select distinct data_id from ${importStagedRows} where run_id = ${runId} and date = ${date}::date`,
      );
      return rows.map((r) => Number(r.data_id));
    },

    /** A day's staged sums per data item, revenue times `rate` (six decimals): the figures a day is written with. */
    stagedFigures(runId: number, date: string, rate: string | null): SQL {
      const revenue = rate === null ? sql`sum(revenue)` : sql`sum(revenue) * ${rate}::numeric`;
      return sql`select data_id, sum(requests)::bigint as requests, sum(impressions)::bigint as impressions,
          sum(viewable_impressions)::bigint as viewable_impressions, sum(clicks)::bigint as clicks, round(${revenue}, 6) as revenue
        from ${importStagedRows} where run_id = ${runId} and date = ${date}::date group by data_id`;
    },

    async clearStaged(runId: number): Promise<void> {
      await db.delete(importStagedRows).where(eq(importStagedRows.runId, runId));
    },

    remove: crud.remove,

    /** The run a refresh request made for a source, if it made one already. */
    async forRefresh(token: string, supplierId: number): Promise<ImportRunRow | null> {
      const [row] = await db
        .select()
        .from(importRuns)
        .where(and(eq(importRuns.refreshToken, token), eq(importRuns.supplierId, supplierId)))
        .orderBy(desc(importRuns.id))
        .limit(1);
      return row ?? null;
    },

    /** Whether the source already had its scheduled run on the day (a day in the time zone). */
    async scheduledOn(supplierId: number, timeZone: string, day: string): Promise<boolean> {
      const rows = await selectRows<{ id: number }>(
        db,
        sql`select id from ${importRuns} where supplier_id = ${supplierId} and trigger = 'schedule'
          and (created_at at time zone ${timeZone})::date = ${day}::date limit 1`,
      );
      return rows.length > 0;
    },
  };
}

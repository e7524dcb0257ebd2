import { failedQuery } from '../../db/query-error.js';
import { format, messages, type ServeMetricField } from '@pubdesk/contract';
import { addDays, dayIn } from '../../lib/report-days.js';
import { secretBox } from '../../lib/secret-box.js';
import { ConnectorError, connectorFor, type Connector } from '../external-apis/index.js';
import { fxRatesRepo } from '../fx-rates/index.js';
import { metricTypesOf, planReports, rowMapper } from './imports.mapping.js';
import type { ImportsDeps } from './imports.ports.js';
import { importsRepo, RunSuperseded, type ClaimedRun, type StagedRow } from './imports.repo.js';
import type { Source, SourceItem } from './imports.sources.js';
import { sourcesRepo } from './sources.repo.js';
import type { ImportRunRow } from './imports.table.js';

const text = messages.imports;
/**
 * A running run not heard from for this long died with its process (jobs expire after an hour):
 * the next claim of its source, a job's or an upload's, fails it.
 */
export const STALE_MS = 65 * 60 * 1000;
/**
 * A running run silent for this long may be taken over by its job's retry (after a crash the job
 * expires and is retried about an hour later); one heard from since is still being done.
 */
const SILENT_MS = 10 * 60 * 1000;
/** The demo world's revision window (the platforms' own are on their connectors). */
const DEMO_REVISION_DAYS = 3;
const MAX_UNMATCHED_KEYS = 100;
/** Report rows mapped and staged per statement. */
const STAGE_SLICE = 2_000;

/** Thrown when another run of the source holds it: the job tries again later. */
export class SourceBusy extends Error {}

/** A superseded execution has no last word: the run belongs to the later claim. */
function superseded(err: unknown): 'superseded' {
  if (err instanceof RunSuperseded) return 'superseded';
  throw err;
}

/** A failure a user reads on the run; any other error is logged and reads as a generic one. */
class RunFailure extends Error {}

function* daysOf(start: string, end: string): Generator<string> {
  for (let day = start; day <= end; day = addDays(day, 1)) yield day;
}

/**
 * Does one import run: claims its source, reads the platform's report page by page into the
 * staging table, then writes each day in a transaction of its own (so a crash leaves a day's old
 * figures or its new ones, never half), converting money in another currency at that day's rate.
 * Only a demo-world source is answered by the demo figures; every other source is read from its
 * platform or fails, and a failure writes nothing.
 */
export function importRunner(deps: ImportsDeps) {
  const runs = importsRepo(deps.db);
  const sources = sourcesRepo(deps.db);
  const box = secretBox(deps.config.secret);

  /** Reads the platform's rows of the run into the staging table; answers the data items covered. */
  async function stageFromPlatform(
    run: ImportRunRow & ClaimedRun,
    source: Source,
    items: SourceItem[],
    connector: Connector,
    code: string,
  ) {
    const api = source.api!;
    const plans = planReports(items, metricTypesOf[api.type] ?? []);
    if (plans.length === 0) throw new RunFailure(format(text.noMetrics, { type: api.type }));
    let reportName = api.reportName;
    const state = {
      get reportName() {
        return reportName;
      },
      saveReportName: async (name: string) => {
        reportName = name;
        await sources.saveReportName(api.id, name);
      },
    };
    // A run limited to some data items (a refresh, a scoped caller's backfill) reads the rows of the
    // source's other items too, unmatched by its own: their keys are not its to list.
    const listKeys = run.dataIds === null;
    for (const plan of plans) {
      const map = rowMapper(plan, source.advertiserId, api.type);
      const request = {
        start: run.start,
        end: run.end,
        key: plan.key,
        metrics: plan.metrics,
        byAdvertiser: plan.byAdvertiser,
        currency: deps.config.PUBDESK_CURRENCY,
      };
      for await (const page of connector.report(code, request, state)) {
        // Mapped and staged in slices: a 10,000-row page never exists as staged rows all at once.
        for (let from = 0; from < page.length; from += STAGE_SLICE) {
          const slice = page.slice(from, from + STAGE_SLICE);
          const staged: StagedRow[] = [];
          const unmatchedKeys = new Set<string>();
          let matched = 0;
          let unmatched = 0;
          for (const row of slice) {
            if (row.date < run.start || row.date > run.end) continue;
            const mapped = map(row);
            if (mapped.kind === 'matched') {
              matched++;
              staged.push(...mapped.rows);
            } else if (mapped.kind === 'unmatched') {
              unmatched++;
              if (listKeys && unmatchedKeys.size < MAX_UNMATCHED_KEYS) unmatchedKeys.add(row.key.slice(0, 200));
            }
          }
          await runs.stage(run, staged);
          await runs.progress(run, slice.length, matched, unmatched, [...unmatchedKeys]);
        }
      }
    }
    return plans.flatMap((p) => p.items.map((i) => i.dataId));
  }

  /** The demo world's figures for the run's days and data items (they are what the demo seed wrote). */
  async function stageDemo(run: ImportRunRow & ClaimedRun, items: SourceItem[]) {
    for (const day of daysOf(run.start, run.end)) {
      const staged = items.map((item) => {
        const f = deps.demoFigures(item.dataId, day);
        return {
          date: day,
          dataId: item.dataId,
          requests: String(f.requests),
          impressions: String(f.impressions),
          viewable_impressions: String(f.viewable_impressions),
          clicks: String(f.clicks),
          revenue: f.revenue,
        };
      });
      await runs.stage(run, staged);
      await runs.progress(run, staged.length, staged.length, 0, []);
    }
    return items.map((i) => i.dataId);
  }

  /**
   * Writes each day of the run from the staging table: the covered data items get the day's
   * sums (zeros when nothing was reported for one that has the day). A day whose money needs a
   * rate that is missing fails on its own. Answers the days' failures.
   */
  async function writeDays(
    run: ImportRunRow & ClaimedRun,
    source: Source,
    covered: readonly number[] | 'staged',
    convert: boolean,
    completeBefore: string | null,
    kept: readonly ServeMetricField[] = [],
  ): Promise<string[]> {
    const failures: string[] = [];
    // An upload writes the days its file has (not every day between its first and its last).
    const days = covered === 'staged' ? await runs.stagedDays(run.id) : [...daysOf(run.start, run.end)];
    for (const day of days) {
      let rate: string | null = null;
      if (convert && source.currency !== deps.config.PUBDESK_CURRENCY) {
        const found = await fxRatesRepo(deps.db).rateOn(source.currency, day);
        // The demo seed's rates were never measured: only the demo world's sources use them.
        if (found === null || (found.demo && !source.demo)) {
          failures.push(format(found === null ? text.noRate : text.demoRate, { currency: source.currency, date: day }));
          continue;
        }
        rate = found.rate;
      }
      const complete = completeBefore === null || day < completeBefore;
      await deps.db.transaction(async (tx) => {
        // Held to the end of the day's write: a new claim of the run waits for it, and a
        // superseded execution stops here.
        await importsRepo(tx).assertHeld(run);
        const ids = covered === 'staged' ? await importsRepo(tx).stagedDataIds(run.id, day) : covered;
        await deps.statistics(tx).replaceDay(day, ids, importsRepo(tx).stagedFigures(run.id, day, rate), complete, kept);
      });
      await runs.update(run.id, { heartbeatAt: new Date() });
    }
    return failures;
  }

  /** Ends a run: done, partial (some days failed) or failed, with the reasons; staging emptied. */
  async function finish(run: ClaimedRun, dayCount: number, failures: string[]) {
    const state = failures.length === 0 ? 'done' : failures.length < dayCount ? 'partial' : 'failed';
    await runs.close(run, { state, error: failures.length ? failures.join('; ').slice(0, 2000) : null, finishedAt: new Date() });
    return state;
  }

  async function fail(run: ClaimedRun, reason: string) {
    await runs.close(run, { state: 'failed', error: reason, finishedAt: new Date() });
    return 'failed' as const;
  }

  return {
    /**
     * Does the run (queued, or running after a crash). Throws SourceBusy while another run of
     * its source runs; answers the run's final state.
     */
    async run(runId: number): Promise<ImportRunRow['state'] | 'superseded' | null> {
      const found = await runs.find(runId);
      if (!found || (found.state !== 'queued' && found.state !== 'running')) return found?.state ?? null;
      const now = Date.now();
      const claimed = await runs.claim(found, new Date(now - STALE_MS), text.interrupted, new Date(now - SILENT_MS));
      if (!claimed) throw new SourceBusy(text.busy);
      const run = { ...found, ...claimed };
      // A rerun after a crash starts from an empty staging table and zero counts.
      await runs.clearStaged(run.id);
      await runs.update(run.id, { rowsFetched: 0, rowsMatched: 0, rowsUnmatched: 0, unmatchedKeys: [] });
      try {
        const source = await sources.find(run.supplierId);
        if (!source) return await fail(run, text.noApi);
        const items = await sources.items(source.id, run.dataIds);
        const today = dayIn(deps.config.REPORT_TZ);
        const dayCount = [...daysOf(run.start, run.end)].length;
        if (source.type !== 'automatic') return await fail(run, text.notAutomatic);
        if (source.demo) {
          const covered = await stageDemo(run, items);
          const failures = await writeDays(run, source, covered, false, addDays(today, -DEMO_REVISION_DAYS));
          return await finish(run, dayCount, failures);
        }
        if (!source.api) return await fail(run, text.noApi);
        const connector = connectorFor(source.api.type, deps.config);
        if (!connector) return await fail(run, format(text.noConnector, { type: source.api.type }));
        const code = box.open(source.api.codeSealed);
        const problem = connector.checkCredentials(code);
        if (problem) return await fail(run, format(text.notConfigured, { type: source.api.type, detail: problem }));
        const covered = await stageFromPlatform(run, source, items, connector, code);
        const convert = connector.currency === 'source';
        const failures = await writeDays(run, source, covered, convert, addDays(today, -connector.revisionDays));
        return await finish(run, dayCount, failures);
      } catch (err) {
        // A later claim of the run does it now: this execution leaves everything to that one.
        if (err instanceof RunSuperseded) return 'superseded';
        if (err instanceof ConnectorError || err instanceof RunFailure) return await fail(run, err.message).catch(superseded);
        // Not the platform's answer: logged (never a credential: connectors keep them out of
        // errors), and the run says it failed without quoting what the database said.
        deps.log.error({ err, runId: run.id }, 'import run failed');
        return await fail(run, text.internal).catch(superseded);
      }
    },

    /**
     * Writes an uploaded file's staged rows (already checked, in `run`'s range): each day's
     * rows replace those data items' figures, converted from the source's currency (the figures
     * the file has no column for, `kept`, stay as they are); the file's days count as complete.
     */
    async writeUpload(
      run: ImportRunRow & ClaimedRun,
      source: Source,
      kept: readonly ServeMetricField[],
    ): Promise<ImportRunRow['state'] | 'superseded'> {
      try {
        const failures = await writeDays(run, source, 'staged', true, null, kept);
        return await finish(run, (await runs.stagedDays(run.id)).length, failures);
      } catch (err) {
        // As a job's run: the days written stay, the run says it failed (its staging emptied), and
        // the source is free at once instead of "busy" until the run is an hour silent.
        if (err instanceof RunSuperseded) return 'superseded';
        // A figure past what a column holds is the file's; anything else is ours, and logged.
        const tooLarge = failedQuery(err)?.sqlstate === '22003';
        if (!tooLarge) deps.log.error({ err, runId: run.id }, 'import upload failed');
        await fail(run, tooLarge ? messages.api.figureTooLarge : text.internal).catch(superseded);
        throw err;
      }
    },
  };
}

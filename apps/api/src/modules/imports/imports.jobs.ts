import { messages } from '@pubdesk/contract';
import { defineJob, type AnyJobDefinition } from '../../lib/jobs/index.js';
import type { JobDeps } from '../../lib/feature.js';
import { backoffRetries, steadyRetries } from '../../lib/job-retries.js';
import { stalledSettled, stalledWork, sweeperJob } from '../../lib/jobs/sweeper.js';
import { addDays, dayIn, timeIn } from '../../lib/report-days.js';
import { connectorFor } from '../external-apis/index.js';
import { importRun, importSchedule } from './imports.jobs.kinds.js';
import type { ImportsPorts } from './imports.ports.js';
import { importsRepo } from './imports.repo.js';
import { importRunner, SourceBusy, STALE_MS } from './imports.runner.js';
import { sourcesRepo } from './sources.repo.js';

/** When a source's schedule is empty, its daily run is at 03:00 (REPORT_TZ). */
const DEFAULT_SCHEDULE = '03:00';
const DEMO_REVISION_DAYS = 3;

/**
 * The imports' jobs: a run; the scheduler that queues each automatic source's daily run over its
 * revision window; and refresh requests, which import the request's day for its data items.
 */
export function importsJobs(deps: JobDeps, ports: ImportsPorts): AnyJobDefinition[] {
  const runner = importRunner({ ...deps, ...ports });
  const runs = importsRepo(deps.db);
  const sources = sourcesRepo(deps.db);

  const run = defineJob(importRun, {
    // A busy source (another run holds it) is tried again later.
    ...backoffRetries({ retries: 20, delaySeconds: 30, runMinutes: 60 }),
    singletonKey: ({ runId }) => `run:${runId}`,
    async handler({ runId }) {
      await runner.run(runId);
    },
  });

  const schedule = defineJob(importSchedule, {
    ...steadyRetries({ retries: 0, delaySeconds: 60, runMinutes: 5 }),
    schedule: { cron: '*/5 * * * *', payload: {}, tz: deps.config.REPORT_TZ },
    async handler(_payload, job) {
      const tz = deps.config.REPORT_TZ;
      const today = dayIn(tz);
      const now = timeIn(tz, new Date()).slice(11, 16);
      for (const source of await sources.scheduled()) {
        if (now < (source.schedule || DEFAULT_SCHEDULE)) continue;
        if (await runs.scheduledOn(source.id, tz, today)) continue;
        const found = await sources.find(source.id);
        const api = found?.api ? connectorFor(found.api.type, deps.config) : null;
        const window = found?.demo ? DEMO_REVISION_DAYS : (api?.revisionDays ?? 1);
        const created = await runs.insert({
          supplierId: source.id,
          apiId: source.apiId,
          start: addDays(today, -window),
          end: addDays(today, -1),
          trigger: 'schedule',
        });
        await deps.send?.(importRun, { runId: created.id });
        deps.log.info({ job: job.id, supplierId: source.id, runId: created.id }, 'scheduled import queued');
      }
    },
  });

  // A run left `queued` whose job was never sent (the process died after its row's commit, or the
  // send failed): the run is a singleton per id and its claim refuses a second execution.
  const resume = sweeperJob('imports.resume', deps, [
    stalledWork(importRun, async (before) => (await runs.stalledQueued(before)).map((runId) => ({ runId }))),
    stalledSettled('imports.upload', () => runs.failDeadUploads(new Date(Date.now() - STALE_MS), messages.imports.interrupted)),
  ]);

  const refresh = defineJob(ports.refreshStatistics, {
    ...backoffRetries({ retries: 5, delaySeconds: 30, runMinutes: 60 }),
    // One execution of a request at a time (the sweeper may send one beside a retry waiting).
    singletonKey: ({ token }) => `refresh:${token}`,
    async handler({ token }, run) {
      try {
        await refreshFor(token);
      } catch (err) {
        // Out of retries on anything but a busy source (whose request is queued again and swept):
        // the request says it failed, where it stayed `running` for ever.
        if (run.lastAttempt && !(err instanceof SourceBusy)) {
          deps.log.error({ err, token }, 'refresh failed');
          await ports.refreshes(deps.db).setState(token, 'failed', messages.imports.internal);
        }
        throw err;
      }
    },
  });

  /** Fetches a refresh request's day again from its sources, then recomputes its rows with the shares in force. */
  async function refreshFor(token: string): Promise<void> {
    const requests = ports.refreshes(deps.db);
    const request = await requests.find(token);
    if (!request || request.state === 'done' || request.state === 'failed') return;
    await requests.setState(token, 'running');
    const items = await requests.items(request.scope, request.target);
    const bySource = new Map<number, number[]>();
    for (const item of items) {
      if (item.supplierType !== 'automatic') continue;
      bySource.set(item.supplierId, [...(bySource.get(item.supplierId) ?? []), item.dataId]);
    }
    const reasons: string[] = [];
    for (const [supplierId, dataIds] of bySource) {
      const source = await sources.find(supplierId);
      // A rerun of the job after a crash finds the run it made.
      const existing = await runs.forRefresh(token, supplierId);
      const current =
        existing ??
        (await runs.insert({
          supplierId,
          apiId: source?.api?.id ?? null,
          start: request.date,
          end: request.date,
          trigger: 'refresh',
          dataIds,
          refreshToken: token,
          requestedBy: request.requestedBy,
        }));
      let state = current.state;
      try {
        if (state === 'queued' || state === 'running') {
          const ended = await runner.run(current.id);
          // A later execution of this job took the run over: the request is its to settle.
          if (ended === 'superseded') return;
          state = ended ?? state;
        }
      } catch (err) {
        if (err instanceof SourceBusy) {
          await requests.setState(token, 'queued', messages.imports.busy);
          throw err;
        }
        throw err;
      }
      if (state !== 'done') reasons.push((await runs.find(current.id))?.error ?? state);
    }
    // The day's rows (manual sources' too) get their data items' keys as they are now, and the
    // day's sums are rebuilt from them with the share periods in force.
    await ports.statistics(deps.db).recompute(
      items.map((i) => i.dataId),
      request.date,
    );
    await requests.setState(token, reasons.length ? 'failed' : 'done', reasons.length ? reasons.join('; ').slice(0, 2000) : null);
  }

  return [run, schedule, refresh, resume];
}

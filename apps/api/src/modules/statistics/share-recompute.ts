import type { Recomputation } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { JobDeps } from '../../lib/feature.js';
import { defineJob, type AnyJobDefinition } from '../../lib/jobs/index.js';
import { stalledWork, sweeperJob } from '../../lib/jobs/sweeper.js';
import { randomKey } from '../../lib/secrets.js';
import type { RecomputeRequest, ShareRecomputations } from '../../lib/share-recomputation.js';
import { refreshRepo } from './refresh.repo.js';
import { shareRecomputeRepo } from './share-recompute.repo.js';
import { recomputeShares, refreshStatistics } from './statistics.jobs.js';
import { statisticsRepo } from './statistics.repo.js';

/**
 * Days rewritten at once, each in its own transaction on its own connection: a day's rewrite is
 * one statement on one core (about 10 to 20 µs a row on PostgreSQL, mostly the write and its
 * rollups), so two walkers halve a long walk on a two-core database. On the embedded database
 * (one connection) they take turns.
 */
export const RECOMPUTE_WALKERS = 2;

/**
 * A backdated share period's recomputation, as the shares and demand-source modules ask for it
 * (lib/share-recomputation.ts): a refresh request naming the rows and days, written in the
 * period's own transaction, then a job that walks the days.
 */
export const shareRecomputations: ShareRecomputations = {
  async plan(db: Db, request: RecomputeRequest): Promise<Recomputation> {
    const span = await shareRecomputeRepo(db).span(request, request.start, request.end);
    if (span.days === 0) return null;
    const token = randomKey();
    await refreshRepo(db).insert({
      token,
      scope: request.scope,
      target: request.target,
      websiteId: request.websiteId,
      supplierId: request.supplierId,
      groupId: request.groupId,
      date: span.first!,
      endDate: span.last!,
      daysTotal: span.days,
      daysDone: 0,
      requestedBy: request.requestedBy,
    });
    return { token, start_date: span.first!, end_date: span.last! };
  },
  async queue(jobs, token) {
    await jobs.send(recomputeShares, { token });
  },
};

/**
 * Walks a recomputation's counted days, earliest first, `walkers` days at a time: each day's rows
 * of the website's (or the source's) format get the shares in force that day, with their rollups
 * and the request's progress in the same transaction. A kill leaves every day either rewritten or
 * not. `done_through` only moves over days all written, so the retry goes on after it (and finds
 * any later day already written in step: rewriting a day twice changes nothing the second time).
 */
export async function walkRecomputation(db: Db, token: string, walkers = RECOMPUTE_WALKERS): Promise<void> {
  const requests = refreshRepo(db);
  const request = await requests.find(token);
  if (!request || request.state === 'done' || request.groupId === null || request.endDate === null) return;
  const owner = { websiteId: request.websiteId, supplierId: request.supplierId };
  const target = { ...owner, groupId: request.groupId };
  const recompute = shareRecomputeRepo(db);
  const days = await recompute.remaining(owner, request.date, request.doneThrough, request.endDate);
  const doneBefore = request.doneThrough === null ? 0 : (await recompute.span(owner, request.date, request.doneThrough)).days;
  await requests.resume(token, doneBefore);

  const written = days.map(() => false);
  /** Every day up to this index is written and committed. */
  let through = -1;
  let taken = 0;
  let failed = false;
  const walk = async () => {
    while (!failed && taken < days.length) {
      const index = taken++;
      try {
        await db.transaction(async (tx) => {
          await statisticsRepo(tx).rebuildFormatDay(target, days[index]!);
          // Committed with this day: the days before it that are already committed, and this one.
          let last = through;
          while (last + 1 < days.length && (written[last + 1] || last + 1 === index)) last++;
          await refreshRepo(tx).advance(token, last > through ? days[last]! : null);
        });
      } catch (error) {
        failed = true;
        throw error;
      }
      written[index] = true;
      while (through + 1 < days.length && written[through + 1]) through++;
    }
  };
  // Every walker finishes (or fails) its day before the walk answers: no transaction outlives it.
  const results = await Promise.allSettled(Array.from({ length: Math.max(1, walkers) }, walk));
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) throw failure.reason;
  await requests.setState(token, 'done');
}

/**
 * The recomputation job: retried (resuming after the days all written) when a run fails or the
 * process dies; one per request at a time. And the module's sweeper, for a recomputation or a
 * refresh request whose job was never sent (or whose walk stopped without a retry).
 */
export function statisticsJobs(deps: JobDeps): AnyJobDefinition[] {
  const requests = refreshRepo(deps.db);
  const tokens = (found: string[]) => found.map((token) => ({ token }));
  return [
    sweeperJob('statistics.resume-recomputations', deps, [
      // A job of the request already waiting makes the send a no-op (one per key).
      stalledWork(recomputeShares, async (before) => tokens(await requests.stalledRecomputations(before))),
      // The refresh's handler reads the request first: one already done or failed is left alone.
      stalledWork(refreshStatistics, async (before) => tokens(await requests.stalledRefreshes(before))),
    ]),
    defineJob(recomputeShares, {
      retryLimit: 5,
      retryDelaySeconds: 30,
      retryBackoff: true,
      expireInSeconds: 60 * 60,
      singletonKey: ({ token }) => `recompute:${token}`,
      async handler({ token }, run) {
        try {
          await walkRecomputation(deps.db, token);
        } catch (error) {
          if (run.lastAttempt) await refreshRepo(deps.db).setState(token, 'failed', String(error).slice(0, 2000));
          throw error;
        }
      },
    }),
  ];
}

import type { Recomputation } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { JobDeps } from '../../lib/feature.js';
import { defineJob, type AnyJobDefinition } from '../../lib/jobs/index.js';
import { randomKey } from '../../lib/secrets.js';
import type { RecomputeRequest, ShareRecomputations } from '../../lib/share-recomputation.js';
import { refreshRepo } from './refresh.repo.js';
import { shareRecomputeRepo } from './share-recompute.repo.js';
import { recomputeShares } from './statistics.jobs.js';
import { statisticsRepo } from './statistics.repo.js';

/** Days rewritten per read of the next ones: each is still its own transaction. */
const DAYS_PER_BATCH = 31;

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
 * Walks a recomputation's counted days, earliest first: each day's rows of the website's (or the
 * source's) format get the shares in force that day, with their rollups and the request's
 * progress in the same transaction. A kill leaves every day either rewritten or not; the retry
 * goes on after the last day done. Rewriting a day twice changes nothing the second time.
 */
export async function walkRecomputation(db: Db, token: string): Promise<void> {
  const requests = refreshRepo(db);
  const request = await requests.find(token);
  if (!request || request.state === 'done' || request.groupId === null || request.endDate === null) return;
  await requests.setState(token, 'running');
  const owner = { websiteId: request.websiteId, supplierId: request.supplierId };
  const target = { ...owner, groupId: request.groupId };
  let after = request.doneThrough;
  for (;;) {
    const days = await shareRecomputeRepo(db).next(owner, request.date, after, request.endDate, DAYS_PER_BATCH);
    if (days.length === 0) break;
    for (const day of days) {
      await db.transaction(async (tx) => {
        await statisticsRepo(tx).recomputeFormatDay(target, day);
        await refreshRepo(tx).advance(token, day);
      });
      after = day;
    }
  }
  await requests.setState(token, 'done');
}

/** The recomputation job: retried (resuming after the last day done) when a run fails or the process dies. */
export function statisticsJobs(deps: JobDeps): AnyJobDefinition[] {
  return [
    defineJob(recomputeShares, {
      retryLimit: 5,
      retryDelaySeconds: 30,
      retryBackoff: true,
      expireInSeconds: 60 * 60,
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

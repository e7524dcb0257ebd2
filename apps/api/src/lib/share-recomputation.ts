import type { FastifyBaseLogger } from 'fastify';
import type { Recomputation } from '@pubdesk/contract';
import type { Db } from '../db/client.js';
import type { JobQueue } from './jobs/index.js';
import { pastDays, type Placement } from './periods.js';

/*
 * A share period that starts on a day already counted rewrites the statistics of its days. The
 * shares and demand-source modules declare the period; the statistics module owns the rows and
 * the walk over them, and hands this in through the wiring (features.ts): statistics read the
 * shares tables, so the shares modules cannot import them back.
 */

/** The statistics a new period rewrites: a website's rows of one format (share) or a source's (supplier share). */
export interface RecomputeRequest {
  scope: 'share' | 'supplier_share';
  /** The new period's id. */
  target: number;
  websiteId: number | null;
  supplierId: number | null;
  groupId: number;
  /** The first day; null from the first counted day. */
  start: string | null;
  end: string;
  requestedBy: number;
}

export interface ShareRecomputations {
  /** Writes the request (in the caller's transaction) when counted days fall in its range; null when none do. */
  plan(db: Db, request: RecomputeRequest): Promise<Recomputation>;
  /** Queues the walk of a written request: after its transaction commits, never inside it. */
  queue(jobs: Pick<JobQueue, 'send'>, token: string): Promise<void>;
}

/** What the services of share periods need besides the database. */
export interface SharePeriodDeps {
  /** Today in the reporting time zone (YYYY-MM-DD). */
  today: () => string;
  recomputations: ShareRecomputations;
  jobs: Pick<JobQueue, 'send'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Sends the walk of a committed period's recomputation. The period and its request are already
 * committed, so a failed send is no failure of the request: the answer stays the 201 with the
 * request's token, and the statistics module's sweeper sends the walk of a request left idle
 * (every 5 minutes, after 10 idle), as after a crash between the commit and the send.
 */
export async function queueRecomputation(deps: SharePeriodDeps, token: string): Promise<void> {
  try {
    await deps.recomputations.queue(deps.jobs, token);
  } catch (err) {
    deps.log.warn({ err, token }, 'recomputation job not sent: the sweeper sends it');
  }
}

/**
 * The rewrite of the counted days a new period (`id`, placed as `placement`) covers up to
 * `today`, planned in the period's transaction; null when it starts after today or covers no
 * counted day. The caller queues it once the transaction commits.
 */
export function planPastDays(
  deps: SharePeriodDeps,
  tx: Db,
  period: { id: number; placement: Pick<Placement, 'start' | 'end'> },
  today: string,
  owner: Omit<RecomputeRequest, 'target' | 'start' | 'end'>,
): Promise<Recomputation> {
  const days = pastDays(period.placement, today);
  return days ? deps.recomputations.plan(tx, { ...owner, target: period.id, ...days }) : Promise.resolve(null);
}

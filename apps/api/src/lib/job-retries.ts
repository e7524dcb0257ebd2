import type { JobSpec } from './jobs/index.js';

/** How a kind of job is retried and how long one run may take: the part of its spec that is policy, not work. */
export type RetryPolicy = Pick<JobSpec<unknown>, 'retryLimit' | 'retryDelaySeconds' | 'retryBackoff' | 'expireInSeconds'>;

/** A policy's figures as a job's author thinks of them: retries after the first run, the first wait, a run's longest time. */
export interface RetryFigures {
  retries: number;
  delaySeconds: number;
  runMinutes: number;
}

/**
 * Waits that double from `delaySeconds` (with jitter): for failures that pass with time, such as
 * a source another run holds or an SMTP server that is away.
 */
export function backoffRetries({ retries, delaySeconds, runMinutes }: RetryFigures): RetryPolicy {
  return { retryLimit: retries, retryDelaySeconds: delaySeconds, retryBackoff: true, expireInSeconds: runMinutes * 60 };
}

/** The same wait before every retry: for housekeeping that the next run (or the next day's) would redo anyway. */
export function steadyRetries({ retries, delaySeconds, runMinutes }: RetryFigures): RetryPolicy {
  return { retryLimit: retries, retryDelaySeconds: delaySeconds, retryBackoff: false, expireInSeconds: runMinutes * 60 };
}

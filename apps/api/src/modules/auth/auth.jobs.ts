import { z } from 'zod';
import type { JobDeps } from '../../lib/feature.js';
import { defineJob, jobKind, type AnyJobDefinition } from '../../lib/jobs/index.js';
import { authRepo } from './auth.repo.js';
import { THROTTLE_WINDOW_MS } from './throttle.js';

/** Removes the sign-in attempts and reset requests older than the throttles' window. */
export const pruneThrottleRows = jobKind('auth.prune-throttle-rows', z.object({}));

/**
 * Every quarter of an hour: rows older than the window count for nothing, and each failed
 * sign-in adds one, so without this an anonymous client grows `login_attempts` without end.
 */
export function authJobs(deps: JobDeps): AnyJobDefinition[] {
  return [
    defineJob(pruneThrottleRows, {
      retryLimit: 2,
      retryDelaySeconds: 60,
      retryBackoff: false,
      expireInSeconds: 10 * 60,
      schedule: { cron: '*/15 * * * *', payload: {} },
      async handler() {
        const before = new Date(Date.now() - THROTTLE_WINDOW_MS);
        const repo = authRepo(deps.db);
        await repo.pruneAttempts(before);
        await repo.pruneResetRequests(before);
      },
    }),
  ];
}

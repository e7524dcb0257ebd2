import { z } from 'zod';
import type { JobDeps } from '../../lib/feature.js';
import { defineJob, jobKind, type AnyJobDefinition } from '../../lib/jobs/index.js';
import { ticketsRepo } from './tickets.repo.js';

/** Closes the tickets solved more than 7 days ago. */
export const closeSolvedTickets = jobKind('tickets.close-solved', z.object({}));
export const SOLVED_CLOSE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

/** Hourly: a solved ticket nobody answered for a week is closed (a requester may still reopen it). */
export function ticketsJobs(deps: JobDeps): AnyJobDefinition[] {
  return [
    defineJob(closeSolvedTickets, {
      retryLimit: 2,
      retryDelaySeconds: 5 * 60,
      retryBackoff: false,
      expireInSeconds: 10 * 60,
      schedule: { cron: '17 * * * *', payload: {} },
      async handler() {
        const closed = await ticketsRepo(deps.db).closeSolvedBefore(new Date(Date.now() - SOLVED_CLOSE_AFTER_MS));
        if (closed > 0) deps.log.info({ closed }, 'solved tickets closed');
      },
    }),
  ];
}

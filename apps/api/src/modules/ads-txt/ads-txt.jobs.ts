import { z } from 'zod';
import type { JobDeps } from '../../lib/feature.js';
import { defineJob, jobKind, type AnyJobDefinition } from '../../lib/jobs/index.js';
import { websitesRepo } from '../websites/index.js';
import { adsTxtRepo } from './ads-txt.repo.js';
import type { AdsTxtService } from './ads-txt.service.js';

/** Checks one website's /ads.txt. */
export const adsTxtCheckJob = jobKind('ads-txt.check', z.object({ website: z.number().int().positive() }));
/** Queues a check for every website that needs lines and was not checked in the last day. */
export const adsTxtCheckAllJob = jobKind('ads-txt.check-all', z.object({}));

/** Websites read per page by the daily run. */
const PAGE = 500;
/** A website checked within this long is skipped by the daily run (a retried run repeats nothing). */
const FRESH_MS = 20 * 60 * 60 * 1000;

/**
 * The daily check of every website's ads.txt: one job per website (a singleton per website, so a
 * slow day never piles up two), queued by a daily run that pages through the websites by id.
 * A check that cannot read the file stores that as its outcome; only a database failure retries.
 */
export function adsTxtJobs(deps: JobDeps, service: AdsTxtService): AnyJobDefinition[] {
  const repo = adsTxtRepo(deps.db);
  return [
    defineJob(adsTxtCheckAllJob, {
      retryLimit: 2,
      retryDelaySeconds: 10 * 60,
      retryBackoff: false,
      expireInSeconds: 60 * 60,
      schedule: { cron: '23 4 * * *', payload: {} },
      async handler() {
        const checkedBefore = new Date(Date.now() - FRESH_MS);
        let queued = 0;
        for (let after = 0; ;) {
          const ids = await repo.websitesDue(after, checkedBefore, PAGE);
          for (const website of ids) if (await deps.send?.(adsTxtCheckJob, { website })) queued++;
          if (ids.length < PAGE) break;
          after = ids[ids.length - 1]!;
        }
        deps.log.info({ queued }, 'ads.txt checks queued');
      },
    }),
    defineJob(adsTxtCheckJob, {
      retryLimit: 1,
      retryDelaySeconds: 60,
      retryBackoff: false,
      expireInSeconds: 60,
      singletonKey: ({ website }) => `website:${website}`,
      async handler({ website }) {
        const row = await websitesRepo(deps.db).find(website);
        if (row) await service.runCheck(row);
      },
    }),
  ];
}

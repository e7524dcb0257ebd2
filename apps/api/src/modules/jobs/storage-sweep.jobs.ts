import { tmpdir } from 'node:os';
import { z } from 'zod';
import type { JobDeps } from '../../lib/feature.js';
import { defineJob, jobKind, type AnyJobDefinition } from '../../lib/jobs/index.js';
import { PART_AGE_DAILY_MS, PROBE_COPY_PREFIX, sweepOldFolders, sweepStaleParts } from '../../lib/storage/index.js';

/** Removes the temporary files of local uploads, and the probes' copies, a killed process left behind (lib/storage/sweep.ts). */
export const sweepUploadPartsJob = jobKind('jobs.sweep-upload-parts', z.object({}));

/**
 * The daily sweep of the upload folder, beside the one at server start (server.ts): parts
 * unwritten for an hour. Harmless to run twice or beside another process's sweep, and a no-op
 * where the folder does not exist (S3 from the start, or a worker on another machine).
 */
export function storageSweepJobs(deps: JobDeps): AnyJobDefinition[] {
  return [
    defineJob(sweepUploadPartsJob, {
      retryLimit: 1,
      retryDelaySeconds: 5 * 60,
      retryBackoff: false,
      expireInSeconds: 30 * 60,
      schedule: { cron: '47 3 * * *', payload: {} },
      async handler() {
        const swept = await sweepStaleParts(deps.config.uploadDir, { olderThanMs: PART_AGE_DAILY_MS });
        if (swept.removed > 0 || swept.truncated) deps.log.info({ swept }, 'stale upload parts removed');
        // A probe killed midway (S3: it copies the video to a temporary folder first) left its copy.
        const copies = await sweepOldFolders(tmpdir(), PROBE_COPY_PREFIX, PART_AGE_DAILY_MS);
        if (copies > 0) deps.log.info({ copies }, 'stale probe copies removed');
      },
    }),
  ];
}

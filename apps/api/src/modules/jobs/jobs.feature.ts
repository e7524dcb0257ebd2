import { defineFeature } from '../../lib/feature.js';
import { jobsRoutes } from './jobs.routes.js';
import { storageSweepJobs } from './storage-sweep.jobs.js';

/**
 * The background jobs as a list (`/jobs/`); the queue itself is core (lib/jobs). Also the
 * core's own housekeeping: the daily sweep of the upload folder's stale temporary files.
 */
export const jobsFeature = defineFeature({
  name: 'jobs',
  routes: jobsRoutes,
  jobs: storageSweepJobs,
});

import { defineFeature } from '../../lib/feature.js';
import { jobsRoutes } from './jobs.routes.js';

/** The background jobs as a list (`/jobs/`); the queue itself is core (lib/jobs). */
export const jobsFeature = defineFeature({
  name: 'jobs',
  routes: jobsRoutes,
});

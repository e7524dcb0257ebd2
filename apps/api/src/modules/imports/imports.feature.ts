import { defineFeature } from '../../lib/feature.js';
import { importsJobs } from './imports.jobs.js';
import { importsRoutes } from './imports.routes.js';

/** Revenue imports: each demand source's figures read from its platform (or a file) into the statistics. */
export const importsFeature = defineFeature({
  name: 'imports',
  routes: importsRoutes,
  jobs: importsJobs,
});

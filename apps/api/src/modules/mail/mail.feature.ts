import { defineFeature } from '../../lib/feature.js';
import { mailJobs } from './mail.jobs.js';
import { mailRoutes } from './mail.routes.js';

/** The outbox (`/outbox/`) and mail delivery. */
export const mailFeature = defineFeature({
  name: 'mail',
  routes: mailRoutes,
  jobs: mailJobs,
  permissions: ['mail.view_outbox'],
});

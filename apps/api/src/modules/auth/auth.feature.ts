import { defineFeature } from '../../lib/feature.js';
import { authJobs } from './auth.jobs.js';
import { authRoutes } from './auth.routes.js';

/** Sign-in, tokens, registration, password reset, e-mail and password changes, and two-factor sign-in with its Security setting. */
export const authFeature = defineFeature({
  name: 'auth',
  routes: authRoutes,
  jobs: authJobs,
  permissions: ['auth.view_status', 'settings.view_securitysetting', 'settings.change_securitysetting'],
});

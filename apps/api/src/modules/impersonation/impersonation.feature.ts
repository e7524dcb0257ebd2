import { defineFeature } from '../../lib/feature.js';
import { impersonationRoutes } from './impersonation.routes.js';

/** Single-use keys that open a publisher's or network's session for a staff user. */
export const impersonationFeature = defineFeature({
  name: 'impersonation',
  routes: impersonationRoutes,
  permissions: ['auth.impersonate_user'],
});

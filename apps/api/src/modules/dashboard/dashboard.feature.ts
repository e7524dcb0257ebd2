import { defineFeature } from '../../lib/feature.js';
import { dashboardRoutes } from './dashboard.routes.js';

/** The dashboard's tiles (`/auth/status/`): counts of users, networks and websites, and the revenue tiles. */
export const dashboardFeature = defineFeature({
  name: 'dashboard',
  routes: dashboardRoutes,
});

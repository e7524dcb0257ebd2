import { defineFeature } from '../../lib/feature.js';
import { healthRoutes } from './health.routes.js';

/** Liveness and readiness probes (`/healthz`, `/readyz`). */
export const healthFeature = defineFeature({
  name: 'health',
  routes: healthRoutes,
});

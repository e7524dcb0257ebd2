import { defineFeature } from '../../lib/feature.js';
import { metricsRoutes } from './metrics.routes.js';
import { seedServeMetrics } from './metrics.seed.js';

/** The fixed system metrics and the serve metrics. */
export const metricsFeature = defineFeature({
  name: 'metrics',
  routes: metricsRoutes,
  seed: seedServeMetrics,
  seedOrder: 50,
  permissions: ['settings.view_metric', 'settings.add_metric', 'settings.change_metric'],
});

import { crudPermissions } from '@pubdesk/contract';
import { defineFeature } from '../../lib/feature.js';
import { statisticsJobs } from './share-recompute.js';
import { statisticsRoutes } from './statistics.routes.js';
import { seedDemoStatistics } from './statistics.seed.js';

/**
 * Daily statistics of data items with the share waterfall, kept rolled up per website, placement
 * group and supplier; a backdated share period's days are rewritten by a job of its own.
 */
export const statisticsFeature = defineFeature({
  name: 'statistics',
  routes: statisticsRoutes,
  // After the data items (80) and the shares they copy.
  seed: seedDemoStatistics,
  seedOrder: 85,
  jobs: statisticsJobs,
  permissions: crudPermissions('statistics', 'statistic'),
});

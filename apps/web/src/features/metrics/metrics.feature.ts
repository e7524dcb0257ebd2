import { defineFeature } from '../../lib/feature';

/** The system and serve metrics. */
export const metricsFeature = defineFeature({
  name: 'metrics',
  routes: [
    {
      path: 'settings/metrics/:id?',
      screen: () => import('./MetricsPage').then((m) => m.MetricsPage),
      permission: 'settings.view_metric',
      crumb: 'metrics.title',
      record: { path: '/api/placements_groups_data/metrics/{id}/' },
    },
  ],
  menu: [{ label: 'metrics.title', to: '/settings/metrics', section: 'settings', order: 10 }],
});

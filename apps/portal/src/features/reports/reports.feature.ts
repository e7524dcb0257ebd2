import { IconReportAnalytics } from '@tabler/icons-react';
import { defineFeature } from '../../lib/feature';

/** Reports: the user's days over a range (deep-linkable), their files and breakdowns. */
export const reportsFeature = defineFeature({
  name: 'reports',
  routes: [{ path: 'reports', screen: () => import('./ReportsPage').then((m) => m.ReportsPage) }],
  nav: [{ to: '/reports', label: 'portal.nav.reports', icon: IconReportAnalytics, order: 40, permission: 'statistics.view_statistic' }],
});

import { IconLayoutDashboard } from '@tabler/icons-react';
import { defineFeature } from '../../lib/feature';

/** Overview: the user's revenue at a glance, payouts, and what blocks revenue. */
export const overviewFeature = defineFeature({
  name: 'overview',
  routes: [{ path: 'overview', screen: () => import('./OverviewPage').then((m) => m.OverviewPage) }],
  nav: [{ to: '/overview', label: 'portal.nav.overview', icon: IconLayoutDashboard, order: 10 }],
});

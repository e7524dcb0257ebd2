import { IconGauge } from '@tabler/icons-react';
import { defineFeature } from '../../lib/feature';

const dashboard = () => import('./DashboardPage').then((m) => m.DashboardPage);
const prefetch = () => import('./dashboard.prefetch').then((m) => m.prefetchDashboard);

/** The dashboard: the home page (and 'messages', which the spec shows as the same view). */
export const dashboardFeature = defineFeature({
  name: 'dashboard',
  routes: [
    { path: '', screen: dashboard, prefetch },
    { path: 'messages', screen: dashboard, prefetch },
  ],
  menu: [{ label: 'dashboard.title', to: '/', icon: IconGauge, order: 10 }],
});

import { IconGauge } from '@tabler/icons-react';
import { defineFeature } from '../../lib/feature';

const dashboard = () => import('./DashboardPage').then((m) => m.DashboardPage);

/** The dashboard: the home page (and 'messages', which the spec shows as the same view). */
export const dashboardFeature = defineFeature({
  name: 'dashboard',
  routes: [
    { path: '', screen: dashboard },
    { path: 'messages', screen: dashboard },
  ],
  menu: [{ label: 'dashboard.title', to: '/', icon: IconGauge, order: 10 }],
});

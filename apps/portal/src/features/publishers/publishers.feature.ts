import { IconUsers } from '@tabler/icons-react';
import { defineFeature } from '../../lib/feature';

/** Publishers (networks only): the network's publishers, their websites and this month's revenue. */
export const publishersFeature = defineFeature({
  name: 'publishers',
  routes: [{ path: 'publishers', screen: () => import('./PublishersPage').then((m) => m.PublishersPage) }],
  nav: [{ to: '/publishers', label: 'portal.nav.publishers', icon: IconUsers, order: 15, roles: ['network'] }],
});

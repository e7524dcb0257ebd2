import { IconWorld } from '@tabler/icons-react';
import { defineFeature } from '../../lib/feature';

/** The user's websites: the list, Add website (pending until staff approve it) and a website's page. */
export const websitesFeature = defineFeature({
  name: 'websites',
  routes: [
    { path: 'websites', screen: () => import('./WebsitesPage').then((m) => m.WebsitesPage) },
    { path: 'websites/new', screen: () => import('./NewWebsitePage').then((m) => m.NewWebsitePage) },
    { path: 'websites/:id', screen: () => import('./WebsiteDetailPage').then((m) => m.WebsiteDetailPage) },
  ],
  nav: [{ to: '/websites', label: 'portal.nav.websites', icon: IconWorld, order: 20, permission: 'websites.view_website' }],
});

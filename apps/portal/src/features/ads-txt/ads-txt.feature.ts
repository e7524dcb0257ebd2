import { IconFileText } from '@tabler/icons-react';
import { defineFeature } from '../../lib/feature';

/** ads.txt: the lines each of the user's websites must publish, to copy or download. */
export const adsTxtFeature = defineFeature({
  name: 'ads-txt',
  routes: [{ path: 'ads-txt', screen: () => import('./AdsTxtPage').then((m) => m.AdsTxtPage) }],
  nav: [{ to: '/ads-txt', label: 'portal.nav.adsTxt', icon: IconFileText, order: 60, permission: 'websites.view_website' }],
});

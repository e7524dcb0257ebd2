import { IconWorldWww } from '@tabler/icons-react';
import { defineFeature, type FeatureRoute } from '../../lib/feature';

const whitelabelScreen: Omit<FeatureRoute, 'path'> = {
  screen: () => import('./WhitelabelPage').then((m) => m.WhitelabelPage),
  permission: 'whitelist.view_whitelist',
  crumb: 'whitelabel.title',
  caseSensitive: true,
  record: { path: '/api/whitelist/{id}/', field: 'domain' },
};

/** White-label domains. */
export const whitelabelFeature = defineFeature({
  name: 'whitelabel',
  // The spec's route is named 'Whitelabel'; both spellings open the same screen.
  routes: [
    { path: 'whitelabel/:id?', ...whitelabelScreen },
    { path: 'Whitelabel/:id?', ...whitelabelScreen },
  ],
  menu: [{ label: 'whitelabel.title', to: '/whitelabel', icon: IconWorldWww, order: 80 }],
});

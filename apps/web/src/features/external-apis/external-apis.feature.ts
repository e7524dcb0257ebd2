import { defineFeature } from '../../lib/feature';

/** Reporting-API credentials per API type. */
export const externalApisFeature = defineFeature({
  name: 'external-apis',
  routes: [
    {
      path: 'settings/api/:id?',
      screen: () => import('./ExternalApisPage').then((m) => m.ExternalApisPage),
      permission: 'settings.view_externalapi',
      crumb: 'externalApis.title',
      // The list and the record are the chosen type's (?type=).
      query: ['type'],
      record: { path: '/api/apis/{type}/{id}/' },
    },
  ],
  menu: [{ label: 'externalApis.title', to: '/settings/api', section: 'settings', order: 20 }],
});

import { defineFeature } from '../../lib/feature';

/** API keys. */
export const apiKeysFeature = defineFeature({
  name: 'api-keys',
  routes: [
    {
      path: 'credentials/api-keys/:id?',
      screen: () => import('./ApiKeysPage').then((m) => m.ApiKeysPage),
      permission: 'access.view_apikey',
      crumb: 'nav.credentialsApiKeys',
      record: { path: '/api/auth/api-keys/{id}/' },
    },
  ],
  menu: [{ label: 'nav.credentialsApiKeys', to: '/credentials/api-keys', section: 'credentials', order: 30, adminOnly: true }],
});

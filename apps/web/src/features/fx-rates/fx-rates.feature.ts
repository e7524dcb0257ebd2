import { defineFeature } from '../../lib/feature';

/** Exchange rates into the platform currency. */
export const fxRatesFeature = defineFeature({
  name: 'fx-rates',
  routes: [
    {
      path: 'settings/fx-rates',
      screen: () => import('./FxRatesPage').then((m) => m.FxRatesPage),
      permission: 'settings.view_fxrate',
      crumb: 'fxRates.title',
    },
  ],
  // Admin only in the sidebar, like Groups and API's (organizations and developers hold the permission too).
  menu: [{ label: 'fxRates.title', to: '/settings/fx-rates', section: 'settings', order: 30, adminOnly: true }],
});

import { defineFeature } from '../../lib/feature';

const sharesPages = () => import('./SharesPage');

/**
 * A website's shares (platform, PMP, network) and fill rates: pages of their own, and the placement
 * groups' modals. A share has no name and no GET of its own: its breadcrumb shows its id.
 */
export const sharesFeature = defineFeature({
  name: 'shares',
  routes: [
    {
      path: 'shares/platform/:id?',
      screen: () => sharesPages().then((m) => m.PlatformSharesPage),
      permission: 'shares.view_share',
      query: ['website'],
    },
    {
      path: 'shares/pmp/:id?',
      screen: () => sharesPages().then((m) => m.PmpSharesPage),
      permission: 'shares.view_pmpshare',
      query: ['website'],
    },
    {
      path: 'shares/network/:id?',
      screen: () => sharesPages().then((m) => m.NetworkSharesPage),
      permission: 'shares.view_share',
      query: ['website'],
    },
  ],
});

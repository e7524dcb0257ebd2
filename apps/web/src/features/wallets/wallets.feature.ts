import { IconWallet } from '@tabler/icons-react';
import { defineFeature } from '../../lib/feature';

/** Payments: the wallets (route 'payments', or 'wallets' with ?account=) and a wallet's invoices ('payment'). */
export const walletsFeature = defineFeature({
  name: 'wallets',
  routes: [
    {
      path: 'payments',
      screen: () => import('./WalletsPage').then((m) => m.WalletsPage),
      permission: 'wallets.view_wallet',
      crumb: 'nav.payments',
    },
    // A wallet is a website's: the website names it.
    {
      path: 'payments/:id',
      screen: () => import('./InvoicesPage').then((m) => m.InvoicesPage),
      permission: 'wallets.view_invoice',
      record: { path: '/api/wallets/wallets/{id}/', field: 'website_name' },
    },
  ],
  menu: [{ label: 'nav.payments', to: '/payments', icon: IconWallet, permission: 'wallets.view_wallet', order: 90 }],
});

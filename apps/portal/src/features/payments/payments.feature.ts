import { IconWallet } from '@tabler/icons-react';
import { defineFeature } from '../../lib/feature';

/** Payments: the user's wallets and invoices (read only), and an invoice's own page to download or print. */
export const paymentsFeature = defineFeature({
  name: 'payments',
  routes: [
    { path: 'payments', screen: () => import('./PaymentsPage').then((m) => m.PaymentsPage) },
    { path: 'payments/invoices/:id', screen: () => import('./InvoicePage').then((m) => m.InvoicePage) },
  ],
  nav: [{ to: '/payments', label: 'portal.nav.payments', icon: IconWallet, order: 50, permission: 'wallets.view_wallet' }],
});

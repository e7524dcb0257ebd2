import { allPermissions } from '@pubdesk/contract';
import { defineFeature } from '../../lib/feature.js';
import { walletsJobs } from './wallets.jobs.js';
import { walletsRoutes } from './wallets.routes.js';
import { seedDemoInvoices } from './wallets.seed.js';

/** Wallets and invoices: monthly invoices of publisher revenue per website, and the wallets' ledger. */
export const walletsFeature = defineFeature({
  name: 'wallets',
  routes: walletsRoutes,
  jobs: walletsJobs,
  permissions: allPermissions.filter((p) => p.startsWith('wallets.')),
  // After the demo statistics (85), which the invoices are made from.
  seed: seedDemoInvoices,
  seedOrder: 87,
});

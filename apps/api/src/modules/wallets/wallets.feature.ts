import { allPermissions } from '@pubdesk/contract';
import { defineFeature } from '../../lib/feature.js';
import { walletsJobs } from './wallets.jobs.js';
import { walletsRoutes } from './wallets.routes.js';

/** Wallets and invoices: monthly invoices of publisher revenue per website, and the wallets' ledger. */
export const walletsFeature = defineFeature({
  name: 'wallets',
  routes: walletsRoutes,
  jobs: walletsJobs,
  permissions: allPermissions.filter((p) => p.startsWith('wallets.')),
});

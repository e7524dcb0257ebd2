import { crudPermissions } from '@pubdesk/contract';
import { defineFeature, type Feature } from '../../lib/feature.js';
import type { ShareRecomputations } from '../../lib/share-recomputation.js';
import { suppliersRoutes } from './suppliers.routes.js';
import { supplierSharesRoutes } from './supplier-shares.routes.js';
import { adsRoutes } from './ads.routes.js';
import { seedDemoSuppliers } from './suppliers.seed.js';

/**
 * Demand sources, their shares (`/shares/supplier/`, periods whose backdated days the statistics
 * rewrite: handed in by the wiring) and ads.txt lines (`/ads/`).
 */
export const suppliersFeature = (ports: { recomputations: ShareRecomputations }): Feature =>
  defineFeature({
    name: 'suppliers',
    // Each in a plugin context of its own, as when the app registered them one by one.
    routes: async (app) => {
      await app.register(suppliersRoutes);
      await app.register((scoped) => supplierSharesRoutes(scoped, ports.recomputations));
      await app.register(adsRoutes);
    },
    seed: seedDemoSuppliers,
    seedOrder: 70,
    permissions: [
      ...crudPermissions('demand', 'supplier'),
      'demand.view_suppliershare',
      'demand.add_suppliershare',
      'demand.delete_suppliershare',
      'demand.view_ad',
      'demand.add_ad',
      'demand.delete_ad',
    ],
  });

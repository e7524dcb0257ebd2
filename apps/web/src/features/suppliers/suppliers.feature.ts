import { IconBuildingStore } from '@tabler/icons-react';
import { defineFeature, type RouteRecord } from '../../lib/feature';

const supplier: RouteRecord = { path: '/api/suppliers/{id}/' };

/** Demand sources, their shares and ads.txt lines. */
export const suppliersFeature = defineFeature({
  name: 'suppliers',
  routes: [
    {
      path: 'demand_sources/:id?',
      screen: () => import('./SuppliersPage').then((m) => m.SuppliersPage),
      permission: 'demand.view_supplier',
      crumb: 'suppliers.title',
      record: supplier,
    },
    // Without an id it goes back to the demand sources: no breadcrumb links to it bare.
    {
      path: 'shares/demand_sources/:id?',
      screen: () => import('./SupplierSharesPage').then((m) => m.SupplierSharesPage),
      permission: 'demand.view_suppliershare',
      needsId: true,
      record: supplier,
    },
  ],
  menu: [{ label: 'suppliers.title', to: '/demand_sources', icon: IconBuildingStore, order: 70 }],
});

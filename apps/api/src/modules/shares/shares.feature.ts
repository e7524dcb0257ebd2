import { defineFeature, type Feature } from '../../lib/feature.js';
import type { ShareRecomputations } from '../../lib/share-recomputation.js';
import { sharesRoutes } from './shares.routes.js';

/**
 * Revenue shares, PMP shares and fill rates of a website's group types, as periods; the
 * statistics' recomputation of a backdated share's days comes in from the wiring.
 */
export const sharesFeature = (ports: { recomputations: ShareRecomputations }): Feature =>
  defineFeature({
    name: 'shares',
    routes: (app) => sharesRoutes(app, ports.recomputations),
    permissions: [
      'shares.view_fillrate',
      'shares.add_fillrate',
      'shares.delete_fillrate',
      'shares.view_share',
      'shares.add_share',
      'shares.delete_share',
      'shares.view_pmpshare',
      'shares.add_pmpshare',
      'shares.delete_pmpshare',
    ],
  });

import { defineFeature } from '../../lib/feature.js';
import { sharesRoutes } from './shares.routes.js';

/** Revenue shares, PMP shares and fill rates of a website's group types. */
export const sharesFeature = defineFeature({
  name: 'shares',
  routes: sharesRoutes,
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

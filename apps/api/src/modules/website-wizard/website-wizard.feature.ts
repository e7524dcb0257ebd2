import { defineFeature } from '../../lib/feature.js';
import { websiteWizardRoutes } from './website-wizard.routes.js';
import { seedDemoWebsites } from './website-wizard.seed.js';

/**
 * The website set-up wizard and the demo websites: both write a website together with what hangs
 * off it (placement groups, shares, tags, players), so they sit above all of those modules.
 * The wizard's steps check the permissions their own modules declare.
 */
export const websiteWizardFeature = defineFeature({
  name: 'website-wizard',
  routes: websiteWizardRoutes,
  seed: seedDemoWebsites,
  seedOrder: 40,
});

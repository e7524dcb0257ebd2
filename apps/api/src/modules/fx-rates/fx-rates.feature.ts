import { defineFeature } from '../../lib/feature.js';
import { fxRatesRoutes } from './fx-rates.routes.js';
import { seedDemoFxRates } from './fx-rates.seed.js';

/** Daily exchange rates into the platform currency, which revenue imports convert with. */
export const fxRatesFeature = defineFeature({
  name: 'fx-rates',
  routes: fxRatesRoutes,
  seed: seedDemoFxRates,
  // After the demand sources (70), which name the currencies the rates are for.
  seedOrder: 75,
  permissions: ['settings.view_fxrate', 'settings.add_fxrate', 'settings.change_fxrate', 'settings.delete_fxrate'],
});

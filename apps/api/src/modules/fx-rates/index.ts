// What other modules may use of exchange rates: the table and the day's rate (imports convert with it), and the feature.
export { fxRates, type FxRateRow } from './fx-rates.table.js';
export { fxRatesRepo } from './fx-rates.repo.js';
export { fxRatesFeature } from './fx-rates.feature.js';

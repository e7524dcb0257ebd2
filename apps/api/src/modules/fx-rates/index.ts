// What other modules may use of exchange rates: the table (imports convert with it) and the feature.
export { fxRates, type FxRateRow } from './fx-rates.table.js';
export { fxRatesFeature } from './fx-rates.feature.js';

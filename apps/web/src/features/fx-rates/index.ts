/** The public face of features/fx-rates: its declaration (fx-rates.feature.ts), and what other features may use of it. */
export { fxRatesFeature } from './fx-rates.feature';

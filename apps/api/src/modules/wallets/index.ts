// What the wiring may use of wallets: the feature.
export { walletsFeature } from './wallets.feature.js';

/** The public face of features/wallets: its declaration (wallets.feature.ts), and what other features may use of it. */
export { walletsFeature } from './wallets.feature';

export { invoicesPath, walletsPath } from './paths';

/** The public face of features/whitelabel: its declaration (whitelabel.feature.ts), and what other features may use of it. */
export { whitelabelFeature } from './whitelabel.feature';

export { whitelabelPath } from './paths';

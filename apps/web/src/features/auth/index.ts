/** The public face of features/auth: its declaration (auth.feature.ts), and what other features may use of it. */
export { authFeature } from './auth.feature';

/** The public face of features/external-apis: its declaration (external-apis.feature.ts), and what other features may use of it. */
export { externalApisFeature } from './external-apis.feature';

/** The public face of features/metrics: its declaration (metrics.feature.ts), and what other features may use of it. */
export { metricsFeature } from './metrics.feature';

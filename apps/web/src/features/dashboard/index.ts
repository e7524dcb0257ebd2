/** The public face of features/dashboard: its declaration (dashboard.feature.ts), and what other features may use of it. */
export { dashboardFeature } from './dashboard.feature';

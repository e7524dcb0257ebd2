// What other modules may use of the dashboard: the feature (wiring) only.
export { dashboardFeature } from './dashboard.feature.js';

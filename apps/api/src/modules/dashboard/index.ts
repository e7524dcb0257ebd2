// What other modules may use of the dashboard: the feature and the ports it is handed (wiring) only.
export type { DashboardPorts } from './dashboard.ports.js';
export { dashboardFeature } from './dashboard.feature.js';

// What other modules may use of statistics: the feature (wiring), and the dashboard's revenue figures.
export { statisticsFeature } from './statistics.feature.js';
export { statisticDashboardService } from './statistics.dashboard.service.js';

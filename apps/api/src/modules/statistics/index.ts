// What other modules may use of statistics: the feature (wiring), and the dashboard's revenue figures.
export { statisticsFeature } from './statistics.feature.js';
export { statisticDashboardService } from './statistics.dashboard.service.js';
// The imports module writes measured days and does refresh requests.
export { statisticsRepo, type StatisticFigures } from './statistics.repo.js';
export { refreshRepo } from './refresh.repo.js';
export { refreshStatistics } from './statistics.jobs.js';
export { demoFigures } from './demo-figures.js';

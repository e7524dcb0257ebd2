// What the wiring uses of statistics: the feature, and what it hands the modules beside it as
// their ports: the dashboard's revenue figures; the measured days imports write and the refresh
// requests they carry out.
export { statisticsFeature } from './statistics.feature.js';
export { statisticDashboardService } from './statistics.dashboard.service.js';
export { statisticsRepo, type StatisticFigures } from './statistics.repo.js';
export { refreshRepo } from './refresh.repo.js';
export { refreshStatistics } from './statistics.jobs.js';
export { shareRecomputations } from './share-recompute.js';
export { demoFigures } from './demo-figures.js';

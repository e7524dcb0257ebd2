// What other modules may use of statistics: the feature (wiring), and the count that keeps a data
// item with statistics in its placement group.
export { statisticsRepo } from './statistics.repo.js';
export { statisticsFeature } from './statistics.feature.js';

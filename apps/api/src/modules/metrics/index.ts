// What other modules may use of metrics: the serve-metrics table and which serve metrics exist (data items tick them).
export { serveMetrics } from './metrics.table.js';
export { metricsRepo } from './metrics.repo.js';
export { metricsFeature } from './metrics.feature.js';

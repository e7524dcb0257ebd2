// What other modules may use of metrics: the serve-metrics table (data items tick them).
export { serveMetrics } from './metrics.table.js';

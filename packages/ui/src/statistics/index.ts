/**
 * Statistics reports: the report table (metric columns, shares, Total, folding) and its column
 * helpers. The chart is a separate entry (`@pubdesk/ui/report-chart`) so the charts library loads
 * only where a report draws one, lazily.
 */
export { CompleteBadge } from './CompleteBadge';
export { StatisticsTable, type SideColumn, type StatisticsTableProps } from './StatisticsTable';
export { metricColumns, stageName, type MetricColumn } from './metric-columns';
export { useColumnFold } from './use-column-fold';

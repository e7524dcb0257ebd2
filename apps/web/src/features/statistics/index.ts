/** The public face of features/statistics: its declaration (statistics.feature.ts), and what other features may use of it. */
export { statisticsFeature } from './statistics.feature';

/** What other features may use: a report card (the placement groups screen shows a group's). */
export { ReportView } from './ReportView';
export { dataStatisticsPath, groupReportPath, newStatisticsPath, websiteReportPath } from './paths';

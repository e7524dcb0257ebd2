/** The public face of features/reports: its declaration, and the address of a range's report. */
export { reportsFeature } from './reports.feature';
export { searchOfRange } from './report-range';

/** Downloads: a report or list as the API makes it (CSV or XLSX), and any Blob saved as a file. */
export { downloadReport, type ReportFormat } from './report-file';
export { saveFile } from './save-file';

// What other modules may use of imports: the feature and the ports it is handed (wiring), and the tables (schema).
export type { ImportsPorts } from './imports.ports.js';
export { importsFeature } from './imports.feature.js';
export { importRuns, importStagedRows } from './imports.table.js';

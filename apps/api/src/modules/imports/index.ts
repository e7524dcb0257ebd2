// What other modules may use of imports: the feature (wiring) and the tables (schema).
export { importsFeature } from './imports.feature.js';
export { importRuns, importStagedRows } from './imports.table.js';

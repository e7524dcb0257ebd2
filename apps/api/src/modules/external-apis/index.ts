// What other modules may use of external APIs: the table (a demand source reads through one).
export { externalApis, apiTypes } from './external-apis.table.js';
export { externalApisRepo } from './external-apis.repo.js';
export { externalApisFeature } from './external-apis.feature.js';

// What other modules may use of group types: checking that referenced formats exist.
export { groupTypesRepo, type GroupTypesRepo } from './group-types.repo.js';
export { groupTypeScope } from './group-types.service.js';
export { groupTypes } from './group-types.table.js';
export { groupTypesFeature } from './group-types.feature.js';

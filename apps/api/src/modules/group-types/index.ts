// What other modules may use of group types: checking that referenced formats exist.
export { groupTypesRepo, groupTypeScope } from './group-types.repo.js';
export { groupTypes } from './group-types.table.js';

// What other modules may use of placement groups: inserting them (the website wizard), and the
// table, which data items join for their website scope.
export { placementGroupsRepo } from './placement-groups.repo.js';
export { placementGroups } from './placement-groups.table.js';
export { placementGroupsFeature } from './placement-groups.feature.js';

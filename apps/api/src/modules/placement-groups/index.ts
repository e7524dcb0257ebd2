// What other modules may use of placement groups: inserting them (the website wizard), the
// table, which data items join for their website scope, and the ports its rules are handed.
export { placementGroupsRepo } from './placement-groups.repo.js';
export { placementGroups } from './placement-groups.table.js';
export type { PlacementGroupsPorts } from './placement-groups.ports.js';
export { placementGroupsFeature } from './placement-groups.feature.js';

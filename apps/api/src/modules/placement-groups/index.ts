// What other modules may use of placement groups: inserting them (the website wizard).
export { placementGroupsRepo } from './placement-groups.repo.js';

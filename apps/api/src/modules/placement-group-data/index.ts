// What other modules may use of data items: counting a placement group's (it cannot be deleted while it has some).
export { placementGroupDataRepo } from './placement-group-data.repo.js';
export { placementGroupData } from './placement-group-data.table.js';
export { placementGroupDataFeature } from './placement-group-data.feature.js';
export { placementGroupDataMetrics } from './placement-group-data.table.js';

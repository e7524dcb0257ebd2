export { assignments, type AssignmentRow } from './assignments.table.js';
export { seesEverything, userCondition, userIdCondition, userInScope, websiteCondition, assignmentCondition } from './assignments.scope.js';
export { assignmentsFeature } from './assignments.feature.js';

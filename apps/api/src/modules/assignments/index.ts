// What other modules may use of assignments: the row scope conditions, and the table.
export { assignments, type AssignmentRow } from './assignments.table.js';
export { seesEverything, userCondition, userIdCondition, websiteCondition, assignmentCondition } from './assignments.scope.js';
export { websiteScope, websiteInScope, websiteForWrite } from './website-scope.js';
export { userInScope } from './assignments.repo.js';
export { assignmentsFeature } from './assignments.feature.js';

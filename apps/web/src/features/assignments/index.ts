/** The public face of features/assignments: its declaration (assignments.feature.ts), and what other features may use of it. */
export { assignmentsFeature } from './assignments.feature';

/** What other features may use: a user's assignments tab (the user screen). */
export { AssignmentsTab } from './AssignmentsTab';
export { assignmentPath, assignmentsPath } from './paths';

/** The public face of features/users: its declaration (users.feature.ts), and what other features may use of it. */
export { usersFeature } from './users.feature';

export { userPath } from './user-display';

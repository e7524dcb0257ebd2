// What other modules may use of users. The tables come first: other modules' tables reference
// them while the modules load.
export { users, profiles, bankAccounts, type UserRow } from './users.table.js';
export { usersRepo, toUser, type UsersRepo } from './users.repo.js';
export { mayManageUser, assertMayManageUser, type UserRef } from './user-rank.js';
export { usersFeature } from './users.feature.js';
export { ensureAdmin, DEMO_PASSWORD } from './users.seed.js';

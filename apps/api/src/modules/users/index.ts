// What other modules may use of users: the records every module stands on, and the ports its
// administration is handed (modules implement them; features.ts wires them).
// The tables come first: other modules' tables reference them while the modules load.
export { users, profiles, bankAccounts, type UserRow } from './users.table.js';
export { usersRepo, toUser, toProfile, toBankAccount, userOrderFields, type UsersRepo } from './users.repo.js';
export { mayManageUser, assertMayManageUser, assertMayGiveRole, assertHoldsAll, type UserRef } from './user-rank.js';
export { ensureAdmin, seedDemoUsers, DEMO_PASSWORD } from './users.seed.js';
export type { UsersPorts, UserAccessRepo, UserSessionsRepo } from './users.ports.js';
export { usersFeature } from './users.feature.js';

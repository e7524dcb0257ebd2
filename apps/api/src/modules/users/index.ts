// What other modules may use of users: the records (their administration: modules/user-admin).
// The tables come first: other modules' tables reference them while the modules load.
export { users, profiles, bankAccounts, type UserRow } from './users.table.js';
export { usersRepo, toUser, toProfile, toBankAccount, userOrderFields, type UsersRepo } from './users.repo.js';
export { mayManageUser, assertMayManageUser, assertMayGiveRole, assertHoldsAll, type UserRef } from './user-rank.js';
export { ensureAdmin, seedDemoUsers, DEMO_PASSWORD } from './users.seed.js';

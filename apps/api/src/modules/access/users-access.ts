import type { UsersPorts } from '../users/index.js';
import { combinePermissions, roleDefaults } from './permissions.js';
import { userAccessRepo } from './user-access.repo.js';

/** What users' administration is handed of access (modules/users' UsersPorts), by the wiring. */
export const usersAccess: UsersPorts['access'] = { repo: userAccessRepo, roleDefaults, combinePermissions };

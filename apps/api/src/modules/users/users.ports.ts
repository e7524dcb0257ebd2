import type { SQL } from 'drizzle-orm';
import type { Permission, Role } from '@pubdesk/contract';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import type { CallerResolver } from '../../lib/auth-ports.js';
import type { Storage } from '../../lib/storage/index.js';
import type { Transaction } from '../../lib/transaction.js';
import type { UsersRepo } from './users.repo.js';

/*
 * What users' administration uses of the modules that stand on users (their tables refer to
 * the users table): declared here, implemented there, handed in by the wiring (features.ts).
 * So users stands at the bottom and no import runs back up.
 */

/** The rows of access a user's administration reads and writes: their permission groups, and the access stamp. */
export interface UserAccessRepo {
  /** The ids of the user's permission groups, in order. */
  groupIds(userId: number): Promise<number[]>;
  /** Of these permission group ids, the ones that exist. */
  existingGroupIds(ids: number[]): Promise<Set<number>>;
  /** The codenames the permission groups carry, together (what a user in them gains). */
  groupCodenames(groupIds: number[]): Promise<Permission[]>;
  addGroups(userId: number, groupIds: number[]): Promise<void>;
  /** The user's groups become these. */
  replaceGroups(userId: number, groupIds: number[]): Promise<void>;
  /** Tells the per-request check that these users' permissions changed. */
  touch(userIds: number[]): Promise<void>;
}

/** A user's sessions (auth's refresh tokens). */
export interface UserSessionsRepo {
  /** Revokes every refresh token of the user. */
  revokeAllForUser(userId: number): Promise<void>;
}

export interface UsersPorts {
  /** assignments: the users the caller may see, as a condition on `users` (undefined: everyone). */
  userCondition(auth: AuthContext): SQL | undefined;
  /** access: the user's groups and access stamp, the roles' defaults and how a user's permissions add up. */
  access: {
    repo(db: Db): UserAccessRepo;
    roleDefaults: Readonly<Record<Role, readonly Permission[]>>;
    combinePermissions(role: Role, fromGroups: Iterable<string>, grants: Iterable<string>, denies: Iterable<string>): Set<Permission>;
  };
  /** auth: the user's sessions, ended on suspension. */
  sessions(db: Db): UserSessionsRepo;
}

/** The repositories users' services write through, together in one transaction when they must be. */
export interface UsersRepos {
  users: UsersRepo;
  access: UserAccessRepo;
  sessions: UserSessionsRepo;
}

/** What users' services are built from (users.feature.ts builds it once): repositories, ports and infrastructure. */
export interface UsersDeps extends UsersRepos {
  transaction: Transaction<UsersRepos>;
  userCondition: UsersPorts['userCondition'];
  roleDefaults: UsersPorts['access']['roleDefaults'];
  combinePermissions: UsersPorts['access']['combinePermissions'];
  /** The caller resolver: what a user may do now. */
  resolver: Pick<CallerResolver, 'resolve'>;
  storage: Storage;
  config: Pick<Config, 'UPLOAD_MAX_MB'>;
}

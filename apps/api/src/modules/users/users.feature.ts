import { crudPermissions } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import { defineFeature, type Feature } from '../../lib/feature.js';
import type { App } from '../../lib/fastify-app.js';
import { transactionOf } from '../../lib/transaction.js';
import { usersAdminRoutes } from './users.admin.routes.js';
import type { UsersDeps, UsersPorts, UsersRepos } from './users.ports.js';
import { usersRepo } from './users.repo.js';
import { usersRoutes } from './users.routes.js';
import { seedDemoUsers } from './users.seed.js';

/** The repositories and ports of users' services, over the app's connection. */
function usersDeps(app: App, ports: UsersPorts): UsersDeps {
  const { db, access, storage, config } = app.deps;
  const open = (on: Db): UsersRepos => ({ users: usersRepo(on), access: ports.access.repo(on), sessions: ports.sessions(on) });
  return {
    ...open(db),
    transaction: transactionOf(db, open),
    userCondition: ports.userCondition,
    roleDefaults: ports.access.roleDefaults,
    combinePermissions: ports.access.combinePermissions,
    resolver: access,
    storage,
    config,
  };
}

/**
 * Users, profiles and bank accounts: the records every module stands on (tables, repo,
 * `user-rank.ts`), their administration (`/users/`, `/profiles/`, `/bankaccounts/`), and the
 * demo users, seeded first. What the administration needs of access, assignments and auth
 * (which stand on users) comes in as ports, from the wiring.
 */
export function usersFeature(ports: UsersPorts): Feature {
  return defineFeature({
    name: 'users',
    // Each in a plugin context of its own, as when the app registered them one by one.
    routes: async (app) => {
      const deps = usersDeps(app, ports);
      await app.register(async (scope) => usersRoutes(scope, deps));
      await app.register(async (scope) => usersAdminRoutes(scope, deps));
    },
    seed: seedDemoUsers,
    seedOrder: 10,
    permissions: [
      ...crudPermissions('users', 'user'),
      'users.view_profile',
      'users.change_profile',
      'users.view_bankaccount',
      'users.change_bankaccount',
    ],
  });
}

import { crudPermissions } from '@pubdesk/contract';
import { defineFeature } from '../../lib/feature.js';
import { usersRoutes } from './users.routes.js';
import { usersAdminRoutes } from './users.admin.routes.js';
import { seedDemoUsers } from '../users/index.js';

/**
 * The administration of users, profiles and bank accounts (the records: modules/users), and the
 * demo users, seeded first.
 */
export const userAdminFeature = defineFeature({
  name: 'user-admin',
  // Each in a plugin context of its own, as when the app registered them one by one.
  routes: async (app) => {
    await app.register(usersRoutes);
    await app.register(usersAdminRoutes);
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

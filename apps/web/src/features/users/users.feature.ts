import { IconUsers } from '@tabler/icons-react';
import { defineFeature } from '../../lib/feature';

/** The users list and the new-user form (a user's own screen is features/user-detail). */
export const usersFeature = defineFeature({
  name: 'users',
  routes: [
    { path: 'users', screen: () => import('./UsersPage').then((m) => m.UsersPage), permission: 'users.view_user', crumb: 'users.title' },
    { path: 'users/new', screen: () => import('./new-user/NewUserPage').then((m) => m.NewUserPage), permission: 'users.add_user' },
  ],
  menu: [{ label: 'users.title', to: '/users', icon: IconUsers, order: 60 }],
});

import { defineFeature } from '../../lib/feature';

/** One user's screen: card, tabs (profile, login, bank, API keys, assignments, permissions, logs) and actions. */
export const userDetailFeature = defineFeature({
  name: 'user-detail',
  routes: [
    {
      path: 'users/:id',
      screen: () => import('./UserPage').then((m) => m.UserPage),
      permission: 'users.view_user',
      record: { path: '/api/users/{id}/', field: 'username' },
    },
  ],
});

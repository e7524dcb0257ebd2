import { defineFeature } from '../../lib/feature';

/** Who looks after what. */
export const assignmentsFeature = defineFeature({
  name: 'assignments',
  routes: [
    {
      path: 'credentials/assignments',
      screen: () => import('./AssignmentsPage').then((m) => m.AssignmentsPage),
      permission: 'access.view_assignment',
      crumb: 'assignments.title',
    },
  ],
  menu: [{ label: 'assignments.title', to: '/credentials/assignments', section: 'credentials', order: 20 }],
});

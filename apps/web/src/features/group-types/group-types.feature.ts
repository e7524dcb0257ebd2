import { defineFeature } from '../../lib/feature';

/** Group types (ad formats); their select is components/GroupTypeSelect. */
export const groupTypesFeature = defineFeature({
  name: 'group-types',
  routes: [
    {
      path: 'groups_types/:id?',
      screen: () => import('./GroupTypesPage').then((m) => m.GroupTypesPage),
      permission: 'websites.view_grouptype',
      crumb: 'groupTypes.title',
      record: { path: '/api/groups_types/{id}/' },
    },
  ],
  menu: [{ label: 'groupTypes.title', to: '/groups_types', section: 'websites', order: 20 }],
});

import { defineFeature } from '../../lib/feature';

/** The websites list and the new-website wizard; the Websites section of the sidebar is declared in features/sections. */
export const websitesFeature = defineFeature({
  name: 'websites',
  routes: [
    {
      path: 'websites/:id?',
      screen: () => import('./WebsitesPage').then((m) => m.WebsitesPage),
      permission: 'websites.view_website',
      crumb: 'websites.title',
      record: { path: '/api/websites/{id}/' },
    },
  ],
  menu: [{ label: 'nav.websitesList', to: '/websites', section: 'websites', order: 10 }],
});

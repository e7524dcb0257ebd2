import { defineFeature } from '../../lib/feature';

/** A website's tags (reached from the websites list). */
export const tagsFeature = defineFeature({
  name: 'tags',
  routes: [
    {
      path: 'tags/:id?',
      screen: () => import('./TagsPage').then((m) => m.TagsPage),
      permission: 'websites.view_tag',
      crumb: 'tags.title',
      query: ['website'],
      record: { path: '/api/tags/{id}/' },
    },
  ],
});

import { defineFeature } from '../../lib/feature.js';
import { tagsRoutes } from './tags.routes.js';

/** Tags: a website's ad tags. */
export const tagsFeature = defineFeature({
  name: 'tags',
  routes: tagsRoutes,
  permissions: ['websites.view_tag', 'websites.add_tag', 'websites.change_tag', 'websites.delete_tag'],
});

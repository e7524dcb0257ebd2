import { crudPermissions } from '@pubdesk/contract';
import { defineFeature } from '../../lib/feature.js';
import { tagsRoutes } from './tags.routes.js';

/** Tags: a website's ad tags. */
export const tagsFeature = defineFeature({
  name: 'tags',
  routes: tagsRoutes,
  permissions: crudPermissions('websites', 'tag'),
});

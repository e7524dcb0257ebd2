import { crudEndpoints } from './endpoint.js';
import { idParamSchema } from './common.js';
import { tagInputSchema, tagListQuerySchema, tagPatchSchema, tagSchema } from './tags.js';

/** A website's tags (`/api/tags/`): header bidding and other snippets. */
export const tagEndpoints = crudEndpoints({
  resource: 'tags',
  path: '/tags/',
  tags: ['tags'],
  names: { one: 'Tag', many: 'Tags' },
  label: { one: 'a tag (website snippet)', many: 'tags (website snippets)' },
  item: tagSchema,
  input: tagInputSchema,
  patch: tagPatchSchema,
  query: tagListQuerySchema,
  params: idParamSchema,
  permissions: { view: 'websites.view_tag', add: 'websites.add_tag', change: 'websites.change_tag', delete: 'websites.delete_tag' },
});

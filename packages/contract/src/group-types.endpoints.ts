import { crudEndpoints } from './endpoint.js';
import { idParamSchema, pageQuerySchema } from './common.js';
import { groupTypeInputSchema, groupTypePatchSchema, groupTypeSchema } from './group-types.js';

/** Group types (ad formats): `/api/groups_types/`, the spec's path. */
export const groupTypeEndpoints = crudEndpoints({
  resource: 'group-types',
  path: '/groups_types/',
  tags: ['group types'],
  names: { one: 'GroupType', many: 'GroupTypes' },
  label: { one: 'a group type (ad format)', many: 'group types (ad formats)' },
  item: groupTypeSchema,
  input: groupTypeInputSchema,
  patch: groupTypePatchSchema,
  query: pageQuerySchema,
  params: idParamSchema,
  permissions: {
    view: 'websites.view_grouptype',
    add: 'websites.add_grouptype',
    change: 'websites.change_grouptype',
    delete: 'websites.delete_grouptype',
  },
});

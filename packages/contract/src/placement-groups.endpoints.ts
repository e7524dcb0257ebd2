import { crudEndpoints } from './endpoint.js';
import { idParamSchema } from './common.js';
import {
  placementGroupInputSchema,
  placementGroupListQuerySchema,
  placementGroupPatchSchema,
  placementGroupSchema,
} from './placement-groups.js';

/** Placement groups (`/api/placements_groups/`, the spec's path): a website's ad slots, one format each. */
export const placementGroupEndpoints = crudEndpoints({
  resource: 'placement-groups',
  path: '/placements_groups/',
  tags: ['placement groups'],
  names: { one: 'PlacementGroup', many: 'PlacementGroups' },
  label: { one: 'a placement group', many: 'placement groups' },
  item: placementGroupSchema,
  input: placementGroupInputSchema,
  patch: placementGroupPatchSchema,
  query: placementGroupListQuerySchema,
  params: idParamSchema,
  permissions: {
    view: 'websites.view_placementgroup',
    add: 'websites.add_placementgroup',
    change: 'websites.change_placementgroup',
    delete: 'websites.delete_placementgroup',
  },
});

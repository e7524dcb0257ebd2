import { crudEndpoints } from './endpoint.js';
import { idParamSchema } from './common.js';
import {
  placementGroupDataInputSchema,
  placementGroupDataPatchSchema,
  placementGroupDataQuerySchema,
  placementGroupDataSchema,
} from './placement-group-data.js';

/** Data items (`/api/placements_groups_data/data/`): row scope follows the placement group's website. */
export const placementGroupDataEndpoints = crudEndpoints({
  resource: 'placement-group-data',
  path: '/placements_groups_data/data/',
  tags: ['placement group data'],
  names: { one: 'PlacementGroupData', many: 'PlacementGroupData' },
  label: { one: 'a placement group data item', many: 'placement group data items' },
  item: placementGroupDataSchema,
  input: placementGroupDataInputSchema,
  patch: placementGroupDataPatchSchema,
  query: placementGroupDataQuerySchema,
  params: idParamSchema,
  permissions: {
    view: 'websites.view_placementgroupdata',
    add: 'websites.add_placementgroupdata',
    change: 'websites.change_placementgroupdata',
    delete: 'websites.delete_placementgroupdata',
  },
});

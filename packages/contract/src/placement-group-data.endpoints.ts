import { crudEndpoints, endpoint } from './endpoint.js';
import { idParamSchema } from './common.js';
import {
  placementGroupDataInputSchema,
  placementGroupDataPatchSchema,
  placementGroupDataQuerySchema,
  placementGroupDataSchema,
  websiteAdsTxtQuerySchema,
  websiteAdsTxtSchema,
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

/**
 * A website's ads.txt (`/api/websites/:id/ads_txt/`): the lines of the demand sources its data
 * items name. Answered by the data items' module, which joins the website's placement groups to
 * their sources; anyone who sees the website may read it (publishers host the file).
 */
export const websiteAdsTxtEndpoints = {
  /**
   * The file as text/plain (an attachment) by default: the handler sends it itself. With
   * `format=json`, the lines as the declared JSON.
   */
  get: endpoint({
    method: 'GET',
    path: '/websites/:id/ads_txt/',
    operationId: 'getWebsiteAdsTxt',
    summary: "Download a website's ads.txt",
    tags: ['ads.txt'],
    resource: 'ads',
    access: { permission: 'websites.view_website' },
    params: idParamSchema,
    query: websiteAdsTxtQuerySchema,
    response: websiteAdsTxtSchema,
    description:
      "The ads.txt lines of every active demand source with a data item on the website's placement groups, in blocks headed by the source's name, as an ads.txt file (text/plain, an attachment named ads.txt); with `format=json`, `{lines: [{supplier, text}]}` (the JSON this document shows). A website outside the caller's scope is 404.",
  }),
};

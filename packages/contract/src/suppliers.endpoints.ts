import { crudEndpoints, endpoint } from './endpoint.js';
import { idParamSchema, listSchema } from './common.js';
import {
  adListQuerySchema,
  adSchema,
  adsInputSchema,
  adsTxtQuerySchema,
  supplierInputSchema,
  supplierListQuerySchema,
  supplierPatchSchema,
  supplierSchema,
  createdSupplierShareSchema,
  supplierShareInputSchema,
  supplierShareQuerySchema,
  supplierShareSchema,
} from './suppliers.js';

/**
 * Demand sources (`/api/suppliers/`), staff only. A data item shows its source's name, so a
 * write here refreshes the data items too. The collection's OPTIONS (currency and type
 * choices) is registered by hand: the kit declares JSON reads and writes only.
 */
export const supplierEndpoints = crudEndpoints({
  resource: 'suppliers',
  path: '/suppliers/',
  tags: ['demand sources'],
  names: { one: 'Supplier', many: 'Suppliers' },
  label: { one: 'a demand source', many: 'demand sources' },
  item: supplierSchema,
  input: supplierInputSchema,
  patch: supplierPatchSchema,
  query: supplierListQuerySchema,
  params: idParamSchema,
  permissions: {
    view: 'demand.view_supplier',
    add: 'demand.add_supplier',
    change: 'demand.change_supplier',
    delete: 'demand.delete_supplier',
  },
  invalidates: ['placement-group-data'],
});

const shareTags = ['demand sources'] as const;
/** `/api/shares/supplier/`: the first stage of the waterfall, per demand source and format. */
export const supplierShareEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/shares/supplier/',
    operationId: 'listSupplierShares',
    summary: 'List demand source shares',
    tags: shareTags,
    resource: 'supplier-shares',
    access: { permission: 'demand.view_suppliershare' },
    query: supplierShareQuerySchema,
    response: listSchema(supplierShareSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/shares/supplier/',
    operationId: 'createSupplierShare',
    summary: "Add a demand source's share for a format",
    tags: shareTags,
    resource: 'supplier-shares',
    access: { permission: 'demand.add_suppliershare' },
    body: supplierShareInputSchema,
    response: createdSupplierShareSchema,
    status: 201,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/shares/supplier/:id/',
    operationId: 'deleteSupplierShare',
    summary: 'Delete a demand source share',
    tags: shareTags,
    resource: 'supplier-shares',
    access: { permission: 'demand.delete_suppliershare' },
    params: idParamSchema,
    response: null,
  }),
};

const adTags = ['ads.txt'] as const;
/** A demand source's ads.txt lines (`/api/ads/ads/`) and the file itself (`/api/ads/txt/`). */
export const adEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/ads/ads/',
    operationId: 'listAds',
    summary: "List a demand source's ads.txt lines",
    tags: adTags,
    resource: 'ads',
    access: { permission: 'demand.view_ad' },
    query: adListQuerySchema,
    response: listSchema(adSchema),
  }),
  /** An array of lines, saved together or not at all. */
  create: endpoint({
    method: 'POST',
    path: '/ads/ads/',
    operationId: 'createAds',
    summary: 'Add ads.txt lines to a demand source',
    tags: adTags,
    resource: 'ads',
    access: { permission: 'demand.add_ad' },
    body: adsInputSchema,
    response: adSchema.array(),
    status: 201,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/ads/ads/:id/',
    operationId: 'deleteAd',
    summary: 'Delete an ads.txt line',
    tags: adTags,
    resource: 'ads',
    access: { permission: 'demand.delete_ad' },
    params: idParamSchema,
    response: null,
  }),
  /**
   * The ads.txt file as text/plain (an attachment): the handler sends it itself, so there is no
   * JSON schema to declare and the status is a 200 with a body.
   */
  download: endpoint({
    method: 'GET',
    path: '/ads/txt/',
    operationId: 'downloadAdsTxt',
    summary: 'Download the ads.txt file',
    tags: adTags,
    resource: 'ads',
    access: { permission: 'demand.view_ad' },
    query: adsTxtQuerySchema,
    response: null,
    status: 200,
    description:
      "One demand source's lines (`supplier`), or every active source's in blocks headed by its name, as an ads.txt file (text/plain, an attachment).",
    errors: { 404: 'No such demand source (`supplier`).' },
  }),
};

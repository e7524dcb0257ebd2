import { endpoint } from './endpoint.js';
import { idParamSchema, listSchema } from './common.js';
import {
  createdFillRateSchema,
  createdShareSchema,
  fillRateInputSchema,
  fillRateSchema,
  periodListQuerySchema,
  shareInputSchema,
  shareSchema,
  type ShareType,
} from './shares.js';
import type { Permission } from './permissions.js';

interface EntryPermissions {
  view: Permission;
  add: Permission;
  delete: Permission;
}

/** One stage of the waterfall (`/api/shares/{type}/`): list a website's shares, add one, delete one. */
function stageEndpoints<const T extends ShareType, const P extends EntryPermissions>(type: T, permissions: P) {
  const path = `/shares/${type}/` as const;
  const common = { tags: ['shares'], resource: 'shares' } as const;
  const stage = type === 'pmp' ? 'PMP' : type;
  return {
    list: endpoint({
      method: 'GET',
      path,
      operationId: `list_${type}_shares`,
      summary: `List ${stage} shares`,
      ...common,
      access: { permission: permissions.view },
      query: periodListQuerySchema,
      response: listSchema(shareSchema),
    }),
    create: endpoint({
      method: 'POST',
      path,
      operationId: `create_${type}_share`,
      summary: `Add a ${stage} share for one of a website's formats`,
      ...common,
      access: { permission: permissions.add },
      body: shareInputSchema,
      response: createdShareSchema,
      status: 201,
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `${path}:id/`,
      operationId: `delete_${type}_share`,
      summary: `Delete a ${stage} share`,
      ...common,
      access: { permission: permissions.delete },
      params: idParamSchema,
      response: null,
    }),
  };
}

const inventoryShares = { view: 'shares.view_share', add: 'shares.add_share', delete: 'shares.delete_share' } as const;

/**
 * Shares per stage. PMP shares have permissions of their own (the admin's alone by default);
 * the platform and network stages are inventory work. A network share names its network.
 */
export const shareEndpoints = {
  platform: stageEndpoints('platform', inventoryShares),
  pmp: stageEndpoints('pmp', { view: 'shares.view_pmpshare', add: 'shares.add_pmpshare', delete: 'shares.delete_pmpshare' }),
  network: stageEndpoints('network', inventoryShares),
} satisfies Record<ShareType, unknown>;

const fillRateTags = ['fill rates'] as const;
/** A website's fill rate per format (`/api/fill_rate/`). */
export const fillRateEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/fill_rate/',
    operationId: 'listFillRates',
    summary: 'List fill rates',
    tags: fillRateTags,
    resource: 'fill-rates',
    access: { permission: 'shares.view_fillrate' },
    query: periodListQuerySchema,
    response: listSchema(fillRateSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/fill_rate/',
    operationId: 'createFillRate',
    summary: "Add a fill rate for one of a website's formats",
    tags: fillRateTags,
    resource: 'fill-rates',
    access: { permission: 'shares.add_fillrate' },
    body: fillRateInputSchema,
    response: createdFillRateSchema,
    status: 201,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/fill_rate/:id/',
    operationId: 'deleteFillRate',
    summary: 'Delete a fill rate',
    tags: fillRateTags,
    resource: 'fill-rates',
    access: { permission: 'shares.delete_fillrate' },
    params: idParamSchema,
    response: null,
  }),
};

import { supplierShareEndpoints as endpoints, type BodyIn } from '@pubdesk/contract';
import { useEndpointDelete, useEndpointMutation, useEndpointQuery } from '@pubdesk/ui/api';

/** A supplier has one share per group type at most: one page holds them all. */
const allLimit = 1000;

export type SupplierShareInput = BodyIn<typeof endpoints.create>;

export const useSupplierShares = (supplier: number) => useEndpointQuery(endpoints.list, { query: { supplier, limit: allLimit } });

/** Adds a share; every supplier share list is refreshed. */
export const useCreateSupplierShare = (_supplier: number) => useEndpointMutation(endpoints.create);

/** `mutate(id)`. */
export const useDeleteSupplierShare = (_supplier: number) => useEndpointDelete(endpoints.remove);

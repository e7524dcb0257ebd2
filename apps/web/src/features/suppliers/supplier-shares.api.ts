import { supplierShareEndpoints as endpoints, type BodyIn } from '@pubdesk/contract';
import { useEndpointDelete, useEndpointMutation, useEndpointQuery } from '@pubdesk/ui/api';

/*
 * A supplier has one share in force per group type at most, and their history: one page holds
 * them all. Both reads sit under 'supplier-shares', so an add or delete refreshes both.
 */
const allLimit = 1000;

export type SupplierShareInput = BodyIn<typeof endpoints.create>;

/** A supplier's shares in force today. */
export const useSupplierShares = (supplier: number) => useEndpointQuery(endpoints.list, { query: { supplier, limit: allLimit } });

/** Every period of a supplier's shares, oldest start first. */
export const useSupplierShareHistory = (supplier: number) =>
  useEndpointQuery(endpoints.list, { query: { supplier, limit: allLimit, history: 'true' } });

/** Adds a share period; every supplier share list is refreshed. */
export const useCreateSupplierShare = (_supplier: number) => useEndpointMutation(endpoints.create);

/** `mutate(id)`: only a period that has not started. */
export const useDeleteSupplierShare = (_supplier: number) => useEndpointDelete(endpoints.remove);

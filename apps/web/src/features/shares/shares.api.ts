import { fillRateEndpoints, shareEndpoints, type ShareType } from '@pubdesk/contract';
import { useEndpointDelete, useEndpointMutation, useEndpointQuery } from '@pubdesk/ui/api';

/** A website has few shares and rates (one per group type and kind): one page holds them all. */
const allLimit = 1000;

/** A website's shares of one stage (pmp: admins only). */
export const useShares = (type: ShareType, website: number) =>
  useEndpointQuery(shareEndpoints[type].list, { query: { website, limit: allLimit } });

/** Adds a share of the stage; every share list is refreshed. */
export const useCreateShare = (type: ShareType, _website: number) => useEndpointMutation(shareEndpoints[type].create);

/** `mutate(id)`. */
export const useDeleteShare = (type: ShareType, _website: number) => useEndpointDelete(shareEndpoints[type].remove);

/** A website's fill rates. */
export const useFillRates = (website: number) => useEndpointQuery(fillRateEndpoints.list, { query: { website, limit: allLimit } });

export const useCreateFillRate = (_website: number) => useEndpointMutation(fillRateEndpoints.create);

/** `mutate(id)`. */
export const useDeleteFillRate = (_website: number) => useEndpointDelete(fillRateEndpoints.remove);

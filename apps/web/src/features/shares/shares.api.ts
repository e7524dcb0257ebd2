import { fillRateEndpoints, shareEndpoints, type ShareType } from '@pubdesk/contract';
import { useEndpointDelete, useEndpointMutation, useEndpointQuery } from '@pubdesk/ui/api';

/*
 * A website has few shares and rates (one period in force per group type and kind, and their
 * history): one page holds them all. Every read sits under its resource ('shares',
 * 'fill-rates'), so an add or delete refreshes both the periods in force and the history.
 */
const allLimit = 1000;

/** A website's shares of one stage in force today (pmp: admins only). */
export const useShares = (type: ShareType, website: number) =>
  useEndpointQuery(shareEndpoints[type].list, { query: { website, limit: allLimit } });

/** Every period of a website's shares of one stage, oldest start first. */
export const useShareHistory = (type: ShareType, website: number) =>
  useEndpointQuery(shareEndpoints[type].list, { query: { website, limit: allLimit, history: 'true' } });

/** Adds a share period of the stage; every share list is refreshed. */
export const useCreateShare = (type: ShareType, _website: number) => useEndpointMutation(shareEndpoints[type].create);

/** `mutate(id)`: only a period that has not started. */
export const useDeleteShare = (type: ShareType, _website: number) => useEndpointDelete(shareEndpoints[type].remove);

/** A website's fill rates in force today. */
export const useFillRates = (website: number) => useEndpointQuery(fillRateEndpoints.list, { query: { website, limit: allLimit } });

/** Every period of a website's fill rates, oldest start first. */
export const useFillRateHistory = (website: number) =>
  useEndpointQuery(fillRateEndpoints.list, { query: { website, limit: allLimit, history: 'true' } });

export const useCreateFillRate = (_website: number) => useEndpointMutation(fillRateEndpoints.create);

/** `mutate(id)`: only a period that has not started. */
export const useDeleteFillRate = (_website: number) => useEndpointDelete(fillRateEndpoints.remove);

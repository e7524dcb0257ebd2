import {
  groupTypeEndpoints,
  placementGroupDataEndpoints,
  placementGroupEndpoints,
  supplierEndpoints,
  userEndpoints,
  websiteEndpoints,
  type List,
  type User,
} from '@pubdesk/contract';
import { endpointQuery, useEndpointQuery } from '@pubdesk/ui/api';

/**
 * Reads several features share: the records a caption names, and the lookups dropdowns offer.
 * Each reads under its resource's cache root, so a write anywhere refreshes it (lib/endpoints.ts).
 */

/** Lookups for the selectors: ids and names, up to 1000 (the spec's limit for lookups). */
const LOOKUP = 1000;

/** GET /websites/{id}/ (the website captions, the websites screen's form). */
export const useWebsite = (id: number | null) =>
  useEndpointQuery(websiteEndpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null });

/**
 * GET /users/?[role]&limit=1000: the users a dropdown offers, of one role or several
 * (`publisher,pre_activation`). Every dropdown reads under the users' cache root, so a user added
 * or changed shows in each of them at once.
 */
export function useUserLookup<S = List<User>>(role?: string, select?: (list: List<User>) => S) {
  return useEndpointQuery(userEndpoints.list, { query: { role, limit: LOOKUP } }, { select, staleTime: 5 * 60_000 });
}

export type AssignableRole = 'network' | 'publisher';

/** GET /users/?role=network|publisher&limit=1000: the assignment dropdowns, under the users' cache root. */
export const useAssignableUsers = (role: AssignableRole) => useUserLookup(role);

/** Every group type, for the group (format) selects. */
export const useGroupTypeOptions = () =>
  useEndpointQuery(
    groupTypeEndpoints.list,
    { query: { limit: LOOKUP } },
    { staleTime: 60_000, select: (list) => list.results.map((type) => ({ value: String(type.id), label: type.name })) },
  );

/** A choice list a screen's prefetch may have read moments before the screen mounts: not read again within 10 s. */
const choicesFresh = 10_000;
export const useWebsiteChoices = (enabled = true) =>
  useEndpointQuery(websiteEndpoints.list, { query: { limit: LOOKUP } }, { enabled, staleTime: choicesFresh });
export const useSupplierChoices = (enabled = true) => useEndpointQuery(supplierEndpoints.list, { query: { limit: LOOKUP } }, { enabled });
export const useGroupTypeChoices = () =>
  useEndpointQuery(groupTypeEndpoints.list, { query: { limit: LOOKUP } }, { staleTime: choicesFresh });
/** The reads of useWebsiteChoices and useGroupTypeChoices, for a screen's prefetch. */
export const websiteChoicesQuery = () => endpointQuery(websiteEndpoints.list, { query: { limit: LOOKUP } });
export const groupTypeChoicesQuery = () => endpointQuery(groupTypeEndpoints.list, { query: { limit: LOOKUP } });
export const usePlacementGroupChoices = (website: number | null) =>
  useEndpointQuery(placementGroupEndpoints.list, { query: { website: website ?? 0, limit: LOOKUP } }, { enabled: website !== null });
/** Data items of a placement group, or of a demand source on a website. */
export const useDataChoices = (filter: { pgid?: number; supplier?: number; website?: number }, enabled: boolean) =>
  useEndpointQuery(placementGroupDataEndpoints.list, { query: { ...filter, limit: LOOKUP } }, { enabled });

/** Select options from a list's records. */
export const optionsOf = (rows: ReadonlyArray<{ id: number; name: string }> | undefined) =>
  (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));

import {
  groupTypeEndpoints,
  placementGroupDataEndpoints,
  placementGroupEndpoints,
  supplierEndpoints,
  websiteEndpoints,
} from '@pubdesk/contract';
import { useEndpointQuery } from '../../lib/endpoints';

/** Lookups for the selectors: ids and names, up to 1000 (the spec's limit for lookups). */
const LOOKUP = 1000;

export const useWebsiteChoices = (enabled = true) => useEndpointQuery(websiteEndpoints.list, { query: { limit: LOOKUP } }, { enabled });
export const useSupplierChoices = (enabled = true) => useEndpointQuery(supplierEndpoints.list, { query: { limit: LOOKUP } }, { enabled });
export const useGroupTypeChoices = () => useEndpointQuery(groupTypeEndpoints.list, { query: { limit: LOOKUP } });
export const usePlacementGroupChoices = (website: number | null) =>
  useEndpointQuery(placementGroupEndpoints.list, { query: { website: website ?? 0, limit: LOOKUP } }, { enabled: website !== null });
/** Data items of a placement group, or of a demand source on a website. */
export const useDataChoices = (filter: { pgid?: number; supplier?: number; website?: number }, enabled: boolean) =>
  useEndpointQuery(placementGroupDataEndpoints.list, { query: { ...filter, limit: LOOKUP } }, { enabled });

/** Select options from a list's records. */
export const optionsOf = (rows: ReadonlyArray<{ id: number; name: string }> | undefined) =>
  (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));

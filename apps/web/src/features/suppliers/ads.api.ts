import { adEndpoints as endpoints, apiBase } from '@pubdesk/contract';
import { api, useEndpointDelete, useEndpointMutation, useEndpointQuery } from '@pubdesk/ui/api';

/** A supplier's ads.txt lines fit in one page. */
const allLimit = 1000;

export const useAds = (supplier: number) => useEndpointQuery(endpoints.list, { query: { supplier, limit: allLimit } });

/** An array of lines: every line is saved, or none. Every ads.txt list is refreshed. */
export const useCreateAds = (_supplier: number) => useEndpointMutation(endpoints.create);

/** `mutate(id)`. */
export const useDeleteAd = (_supplier: number) => useEndpointDelete(endpoints.remove);

/**
 * The supplier's ads.txt as text (sent with the bearer token like every call). The file is not
 * JSON, so it is read with the plain client at the declared path.
 */
export async function fetchAdsTxt(supplier: number): Promise<string> {
  const text = await api.get<string | undefined>(`${apiBase}${endpoints.download.path}`, { query: { supplier } });
  return typeof text === 'string' ? text : '';
}

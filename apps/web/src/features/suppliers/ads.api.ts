import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBase, type Ad, type AdInput, type List } from '@pubdesk/contract';
import { api } from '../../lib/api-client';

/** A supplier's ads.txt lines fit in one page. */
const allLimit = 1000;

export const adKeys = {
  all: ['ads'] as const,
  list: (supplier: number) => [...adKeys.all, supplier] as const,
};

const collection = `${apiBase}/ads/ads/`;

/** GET /ads/ads/?supplier=&limit=1000. */
export function useAds(supplier: number) {
  return useQuery({
    queryKey: adKeys.list(supplier),
    queryFn: ({ signal }) => api.get<List<Ad>>(collection, { query: { supplier, limit: allLimit }, signal }),
  });
}

/** POST /ads/ads/ with an array: every line is saved, or none. */
export function useCreateAds(supplier: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AdInput[]) => api.post<Ad[]>(collection, input),
    onSuccess: () => client.invalidateQueries({ queryKey: adKeys.list(supplier) }),
  });
}

/** DELETE /ads/ads/{id}/. */
export function useDeleteAd(supplier: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`${collection}${id}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: adKeys.list(supplier) }),
  });
}

/** GET /ads/txt/?supplier=: the supplier's ads.txt as text (sent with the bearer token like every call). */
export async function fetchAdsTxt(supplier: number): Promise<string> {
  const text = await api.get<string | undefined>(`${apiBase}/ads/txt/`, { query: { supplier } });
  return typeof text === 'string' ? text : '';
}

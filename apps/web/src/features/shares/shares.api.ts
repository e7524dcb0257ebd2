import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBase, type FillRate, type List, type Share, type ShareType } from '@pubdesk/contract';
import { api } from '../../lib/api-client';

/** A website has few shares and rates (one per group type and kind): one page holds them all. */
const allLimit = 1000;

export interface ShareInput {
  website_id: number;
  group_id: number;
  share: string;
  network_id?: number | null;
}

export interface FillRateInput {
  website_id: number;
  group_id: number;
  rate: string;
}

export const shareKeys = {
  all: ['shares'] as const,
  shares: (type: ShareType, website: number) => [...shareKeys.all, type, website] as const,
  fillRates: (website: number) => [...shareKeys.all, 'fill-rate', website] as const,
};

const shareCollection = (type: ShareType) => `${apiBase}/shares/${type}/`;
const fillRateCollection = `${apiBase}/fill_rate/`;

/** GET /shares/{type}/?website= (pmp: admins only). */
export function useShares(type: ShareType, website: number) {
  return useQuery({
    queryKey: shareKeys.shares(type, website),
    queryFn: ({ signal }) => api.get<List<Share>>(shareCollection(type), { query: { website, limit: allLimit }, signal }),
  });
}

/** POST /shares/{type}/. */
export function useCreateShare(type: ShareType, website: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ShareInput) => api.post<Share>(shareCollection(type), input),
    onSuccess: () => client.invalidateQueries({ queryKey: shareKeys.shares(type, website) }),
  });
}

/** DELETE /shares/{type}/{id}/. */
export function useDeleteShare(type: ShareType, website: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`${shareCollection(type)}${id}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: shareKeys.shares(type, website) }),
  });
}

/** GET /fill_rate/?website=. */
export function useFillRates(website: number) {
  return useQuery({
    queryKey: shareKeys.fillRates(website),
    queryFn: ({ signal }) => api.get<List<FillRate>>(fillRateCollection, { query: { website, limit: allLimit }, signal }),
  });
}

/** POST /fill_rate/. */
export function useCreateFillRate(website: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FillRateInput) => api.post<FillRate>(fillRateCollection, input),
    onSuccess: () => client.invalidateQueries({ queryKey: shareKeys.fillRates(website) }),
  });
}

/** DELETE /fill_rate/{id}/. */
export function useDeleteFillRate(website: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`${fillRateCollection}${id}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: shareKeys.fillRates(website) }),
  });
}

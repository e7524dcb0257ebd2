import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBase, type List, type Metric, type OptionsResponse } from '@pubdesk/contract';
import { api } from '../../lib/api-client';
import type { MetricPayload } from './metric-form';

/** Spec section 9: metrics are listed 10 a page. */
export const metricsPageSize = 10;

export const metricKeys = {
  all: ['metrics'] as const,
  lists: () => [...metricKeys.all, 'list'] as const,
  list: (page: number) => [...metricKeys.lists(), page] as const,
  choices: () => [...metricKeys.all, 'choices'] as const,
  detail: (id: number) => [...metricKeys.all, 'detail', id] as const,
};

const collection = `${apiBase}/placements_groups_data/metrics/`;
const item = (id: number) => `${collection}${id}/`;

/** GET /placements_groups_data/metrics/?page&limit=10. */
export function useMetricList(page: number) {
  return useQuery({
    queryKey: metricKeys.list(page),
    queryFn: ({ signal }) => api.get<List<Metric>>(collection, { query: { page, limit: metricsPageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** OPTIONS /placements_groups_data/metrics/: the type choices. */
export function useMetricChoices() {
  return useQuery({
    queryKey: metricKeys.choices(),
    queryFn: ({ signal }) => api.options<OptionsResponse>(collection, { signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/** GET /placements_groups_data/metrics/{id}/. */
export function useMetric(id: number | null) {
  return useQuery({
    queryKey: metricKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<Metric>(item(id ?? 0), { signal }),
    enabled: id !== null,
  });
}

/** POST /placements_groups_data/metrics/. */
export function useCreateMetric() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MetricPayload) => api.post<Metric>(collection, input),
    onSuccess: (created) => {
      client.setQueryData(metricKeys.detail(created.id), created);
      void client.invalidateQueries({ queryKey: metricKeys.lists() });
    },
  });
}

/** PATCH /placements_groups_data/metrics/{id}/. */
export function useUpdateMetric(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MetricPayload) => api.patch<Metric>(item(id), input),
    onSuccess: (updated) => {
      client.setQueryData(metricKeys.detail(id), updated);
      void client.invalidateQueries({ queryKey: metricKeys.lists() });
    },
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBase, metricEndpoints as endpoints, type BodyIn, type OptionsResponse } from '@pubdesk/contract';
import { api, callEndpoint, invalidateAfter, useEndpointQuery } from '@pubdesk/ui/api';
import type { MetricPayload } from './metric-form';

/** Metrics are listed 10 a page. */
export const metricsPageSize = 10;

export const useMetricList = (page: number) =>
  useEndpointQuery(endpoints.list, { query: { page, limit: metricsPageSize } }, { keepPrevious: true });

/** OPTIONS /placements_groups_data/metrics/: the type choices (not metric data: no write refreshes them). */
export function useMetricChoices() {
  return useQuery({
    queryKey: ['metric-choices'],
    queryFn: ({ signal }) => api.options<OptionsResponse>(`${apiBase}${endpoints.list.path}`, { signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

export const useMetric = (id: number | null) => useEndpointQuery(endpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null });

/*
 * The form sends the type as it holds it (the choices come from OPTIONS; none until one is
 * chosen) and the server names a missing or unknown one; the declared bodies type it as the
 * contract's choices.
 */
const asCreate = (payload: MetricPayload) => payload as BodyIn<typeof endpoints.create>;
const asUpdate = (payload: MetricPayload) => payload as BodyIn<typeof endpoints.update>;

export function useCreateMetric() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MetricPayload) => callEndpoint(endpoints.create, { body: asCreate(input) }),
    onSuccess: () => void invalidateAfter(client, endpoints.create),
  });
}

export function useUpdateMetric(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MetricPayload) => callEndpoint(endpoints.update, { params: { id }, body: asUpdate(input) }),
    onSuccess: () => void invalidateAfter(client, endpoints.update),
  });
}

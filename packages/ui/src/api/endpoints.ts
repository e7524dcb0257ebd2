import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiBase, fillPath, type BodyIn, type EndpointSpec, type ParamsIn, type QueryIn, type ResponseOf } from '@pubdesk/contract';
import { api } from './api-client';

/**
 * The console's side of the endpoint declarations in the contract: a call, a query hook and a
 * mutation hook typed from the declaration, so no screen writes a path, a payload type or a
 * cache key by hand.
 */

/** What locates a call: the path parameters (when the path has any) and the query string. */
export type Locator<E extends EndpointSpec> = (ParamsIn<E> extends undefined ? { params?: undefined } : { params: ParamsIn<E> }) & {
  query?: QueryIn<E>;
};
type CallInput<E extends EndpointSpec> = Locator<E> & { body?: BodyIn<E> };

/**
 * The cache key of a read: its resource first, so that a write invalidating the resource
 * refreshes every list, page, detail and dropdown that shows it, whatever their parameters.
 */
export const endpointKey = <E extends EndpointSpec>(endpoint: E, locator?: Locator<E>) =>
  [endpoint.resource, endpoint.operationId, locator?.params ?? null, locator?.query ?? null] as const;

/** Sends one call of a declared endpoint (with the session's token unless it is public). */
export function callEndpoint<E extends EndpointSpec>(endpoint: E, input: CallInput<E>, signal?: AbortSignal): Promise<ResponseOf<E>> {
  const path = apiBase + fillPath(endpoint.path, input.params as Record<string, unknown> | undefined);
  const options = {
    query: input.query as Record<string, string | number | boolean | null | undefined> | undefined,
    signal,
    auth: endpoint.access !== 'public',
  };
  switch (endpoint.method) {
    case 'GET':
      return api.get<ResponseOf<E>>(path, options);
    case 'POST':
      return api.post<ResponseOf<E>>(path, input.body, options);
    case 'PUT':
      return api.put<ResponseOf<E>>(path, input.body, options);
    case 'PATCH':
      return api.patch<ResponseOf<E>>(path, input.body, options);
    case 'DELETE':
      return api.delete<ResponseOf<E>>(path, options);
  }
}

interface ReadOptions<T, S> {
  enabled?: boolean;
  staleTime?: number;
  /** Keep showing the previous page while the next one loads (paged lists). */
  keepPrevious?: boolean;
  select?: (data: T) => S;
}

/**
 * The cache key and call of a declared GET: what `useEndpointQuery` reads and what a route's
 * prefetch starts (`queryClient.prefetchQuery(endpointQuery(...))`), so both fill the same entry.
 */
export function endpointQuery<E extends EndpointSpec & { method: 'GET' }>(endpoint: E, locator: Locator<E>) {
  return {
    queryKey: endpointKey(endpoint, locator),
    queryFn: ({ signal }: { signal: AbortSignal }) => callEndpoint(endpoint, locator as CallInput<E>, signal),
  };
}

/** Reads a declared GET endpoint. */
export function useEndpointQuery<E extends EndpointSpec & { method: 'GET' }, S = ResponseOf<E>>(
  endpoint: E,
  locator: Locator<E>,
  options: ReadOptions<ResponseOf<E>, S> = {},
) {
  return useQuery({
    ...endpointQuery(endpoint, locator),
    enabled: options.enabled,
    // A screen reads its data afresh each time it opens (the client's 30 s default is not applied
    // here: lists must show what another screen just changed). A read a route prefetches passes a
    // staleTime, so that its screen does not read it again as it mounts.
    staleTime: options.staleTime ?? 0,
    select: options.select,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}

/** Marks every read of the resources a write changes as stale (and refetches the ones on screen). */
export function invalidateAfter(client: QueryClient, endpoint: EndpointSpec): Promise<unknown> {
  const roots = [endpoint.resource, ...(endpoint.invalidates ?? [])];
  return Promise.all(roots.map((root) => client.invalidateQueries({ queryKey: [root] })));
}

/**
 * A write to one known target: `useEndpointMutation(update, { params: { id } })` then
 * `mutate(body)`. Afterwards every read of the resources it declares is refreshed.
 */
export function useEndpointMutation<E extends EndpointSpec>(endpoint: E, locator?: Locator<E>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyIn<E>) => callEndpoint(endpoint, { ...(locator ?? {}), body } as CallInput<E>),
    onSuccess: () => void invalidateAfter(client, endpoint),
  });
}

/**
 * A write whose target varies per call (a row's delete, a toggle in a list):
 * `mutate({ params: { id }, body })`.
 */
export function useEndpointAction<E extends EndpointSpec>(endpoint: E) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<E>) => callEndpoint(endpoint, input),
    onSuccess: () => void invalidateAfter(client, endpoint),
  });
}

/** Whether a cached read is of this row: under the resource's root, located by the row's id. */
const readsRow = (resource: string, id: number) => (query: { queryKey: readonly unknown[] }) => {
  const [root, , params] = query.queryKey;
  return root === resource && typeof params === 'object' && params !== null && (params as { id?: unknown }).id === id;
};

/**
 * A row's delete, called with the row's id: `mutate(id)`, as the list rows' and entry panels'
 * delete buttons call it (`variables` is the id being deleted). The row's own cached reads are
 * dropped rather than refetched (they would only answer 404); every other read of the resources
 * is refreshed.
 */
export function useEndpointDelete<E extends EndpointSpec & { method: 'DELETE' }>(endpoint: E) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(endpoint, { params: { id } } as CallInput<E>),
    onSuccess: (_answer, id) => {
      client.removeQueries({ predicate: readsRow(endpoint.resource, id) });
      void invalidateAfter(client, endpoint);
    },
  });
}

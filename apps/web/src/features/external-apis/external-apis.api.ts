import { useMutation, useQueryClient } from '@tanstack/react-query';
import { externalApiEndpoints as endpoints, type BodyIn } from '@pubdesk/contract';
import { callEndpoint, endpointKey, invalidateAfter, useEndpointQuery } from '@pubdesk/ui/api';
import type { ExternalApiPayload } from './external-api-form';

/** APIs are listed 10 a page; the types are a short lookup. */
export const externalApisPageSize = 10;

/** The API types, by shortname. */
export const useApiTypes = () =>
  useEndpointQuery(endpoints.types, {}, { staleTime: 10 * 60_000, select: (list) => list.results.map((type) => type.shortname) });

export const useExternalApiList = (type: string, page: number) =>
  useEndpointQuery(endpoints.list, { params: { type }, query: { page, limit: externalApisPageSize } }, { keepPrevious: true });

export const useExternalApi = (type: string, id: number | null) =>
  useEndpointQuery(endpoints.get, { params: { type, id: id ?? 0 } }, { enabled: id !== null });

/*
 * The form sends the type as it holds it (the types come from /apis/types/) and the server names
 * an unknown one; the declared bodies type it as the contract's choices.
 */
const asCreate = (payload: ExternalApiPayload) => payload as BodyIn<typeof endpoints.create>;
const asUpdate = (payload: ExternalApiPayload) => payload as BodyIn<typeof endpoints.update>;

/** POST /apis/{type}/: the new API belongs to the type of the path. */
export function useCreateExternalApi() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ type, input }: { type: string; input: ExternalApiPayload }) =>
      callEndpoint(endpoints.create, { params: { type }, body: asCreate(input) }),
    onSuccess: () => void invalidateAfter(client, endpoints.create),
  });
}

/** PATCH /apis/{type}/{id}/ (a `type` in the body moves the API to that type, so its old address is dropped, not refetched). */
export function useUpdateExternalApi(type: string, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ExternalApiPayload) => callEndpoint(endpoints.update, { params: { type, id }, body: asUpdate(input) }),
    onSuccess: (updated) => {
      if (updated.type !== type) client.removeQueries({ queryKey: endpointKey(endpoints.get, { params: { type, id } }) });
      void invalidateAfter(client, endpoints.update);
    },
  });
}

/**
 * POST /apis/{type}/{id}/test/: signs in with the stored credentials. It changes nothing, so no
 * read is refreshed; `data` is the last answer (`ok` and the account, or the platform's reason).
 */
export function useConnectionTest(type: string, id: number) {
  return useMutation({ mutationFn: () => callEndpoint(endpoints.testConnection, { params: { type, id } }) });
}

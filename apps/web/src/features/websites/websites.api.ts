import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBase, websiteEndpoints as endpoints, type BodyIn, type OptionsResponse, type ResponseOf } from '@pubdesk/contract';
import { api, callEndpoint, invalidateAfter, useEndpointQuery } from '@pubdesk/ui/api';
import type { WebsitePayload } from './website-form';
import type { StagesPayload } from './wizard-payload';

/** 10 a page, newest first. */
export const websitesPageSize = 10;

/** The answer of POST /websites/stages/. */
export type StagesResult = ResponseOf<typeof endpoints.stages>;

export const useWebsiteList = (page: number, search: string) =>
  useEndpointQuery(endpoints.list, { query: { page, limit: websitesPageSize, search, ordering: '-created_at' } }, { keepPrevious: true });

/** OPTIONS /websites/: the category, status and ad type choices (not website data: no write refreshes them). */
export function useWebsiteChoices() {
  return useQuery({
    queryKey: ['website-choices'],
    queryFn: ({ signal }) => api.options<OptionsResponse>(`${apiBase}${endpoints.list.path}`, { signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/*
 * The website form sends category and ad type as it holds them (the choices come from OPTIONS),
 * and the server names an unknown one; the declared body types them as the contract's choices.
 */
const asUpdate = (payload: WebsitePayload) => payload as BodyIn<typeof endpoints.update>;
const asStages = (payload: StagesPayload) => payload as BodyIn<typeof endpoints.stages>;

/** PATCH /websites/{id}/. */
export function useUpdateWebsite(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: WebsitePayload) => callEndpoint(endpoints.update, { params: { id }, body: asUpdate(input) }),
    onSuccess: () => void invalidateAfter(client, endpoints.update),
  });
}

/** POST /websites/stages/: the whole wizard, all or nothing. */
export function useCreateWebsiteStages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: StagesPayload) => callEndpoint(endpoints.stages, { body: asStages(payload) }),
    onSuccess: () => void invalidateAfter(client, endpoints.stages),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiBase,
  placementGroupEndpoints,
  playerEndpoints,
  tagEndpoints,
  websiteEndpoints as endpoints,
  type BodyIn,
  type OptionsResponse,
} from '@pubdesk/contract';
import { api, callEndpoint, invalidateAfter, useEndpointQuery } from '@pubdesk/ui/api';

/** 10 a page, newest first: a website just added heads the list. */
export const websitesPageSize = 10;
/** A website's placement groups, tags and players: all of them on its page. */
const sectionLimit = 100;

export const useWebsiteList = (page: number, search: string) =>
  useEndpointQuery(endpoints.list, { query: { page, limit: websitesPageSize, search, ordering: '-created_at' } }, { keepPrevious: true });

export const useWebsite = (id: number | null) => useEndpointQuery(endpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null });

/** OPTIONS /websites/: the category choices as the server names them (not website data: no write refreshes them). */
export function useWebsiteChoices() {
  return useQuery({
    queryKey: ['website-choices'],
    queryFn: ({ signal }) => api.options<OptionsResponse>(`${apiBase}${endpoints.list.path}`, { signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/** The body the Add website form sends: the category is one of the server's choices (OPTIONS), held as text. */
export interface NewWebsite {
  name: string;
  url: string;
  category: string;
}

/** POST /websites/: the server files it under the user and keeps it pending (whatever status is sent). */
export function useCreateWebsite() {
  const client = useQueryClient();
  return useMutation({
    // The server checks the category and names an unknown one; the declared body types it as the contract's choices.
    mutationFn: (body: NewWebsite) => callEndpoint(endpoints.create, { body: body as BodyIn<typeof endpoints.create> }),
    onSuccess: () => void invalidateAfter(client, endpoints.create),
  });
}

const ofWebsite = (website: number) => ({ query: { website, limit: sectionLimit } });

export const useWebsiteGroups = (website: number) => useEndpointQuery(placementGroupEndpoints.list, ofWebsite(website));
export const useWebsiteTags = (website: number) => useEndpointQuery(tagEndpoints.list, ofWebsite(website));
export const useWebsitePlayers = (website: number) => useEndpointQuery(playerEndpoints.list, ofWebsite(website));

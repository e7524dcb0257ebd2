import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adScriptEndpoints,
  adTagEndpoints,
  apiBase,
  fillPath,
  playerEndpoints as endpoints,
  publicPlayerPath,
  styleEndpoints,
  type PlayerStyle,
} from '@pubdesk/contract';
import { api, invalidateAfter, useEndpointDelete, useEndpointMutation, useEndpointQuery } from '@pubdesk/ui/api';

export const playersPageSize = 10;
/** Ad tags and scripts are pickers' choices: all of a website's at once (the spec's 1000). */
const lookupLimit = 1000;

/** Players, 10 a page, of one website or (from the sidebar) of every website the caller sees. */
export const usePlayerList = (website: number | null, page: number, search: string) =>
  useEndpointQuery(
    endpoints.list,
    { query: { ...(website === null ? {} : { website }), page, search, limit: playersPageSize } },
    { keepPrevious: true },
  );
export const usePlayer = (id: number | null) => useEndpointQuery(endpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null });
export const useCreatePlayer = () => useEndpointMutation(endpoints.create);
export const useUpdatePlayer = (id: number) => useEndpointMutation(endpoints.update, { params: { id } });
/** POST /purge_cache/purge/ with the player's public URL. */
export const usePurgeCache = () => useEndpointMutation(endpoints.purge);

export const useAdTags = (website: number) => useEndpointQuery(adTagEndpoints.list, { query: { website, limit: lookupLimit } });
export const useCreateAdTag = () => useEndpointMutation(adTagEndpoints.create);
export const useUpdateAdTag = (id: number) => useEndpointMutation(adTagEndpoints.update, { params: { id } });
export const useDeleteAdTag = () => useEndpointDelete(adTagEndpoints.remove);
export const useAdScripts = (website: number) => useEndpointQuery(adScriptEndpoints.list, { query: { website, limit: lookupLimit } });
export const useCreateAdScript = () => useEndpointMutation(adScriptEndpoints.create);
export const useUpdateAdScript = (id: number) => useEndpointMutation(adScriptEndpoints.update, { params: { id } });
export const useDeleteAdScript = () => useEndpointDelete(adScriptEndpoints.remove);

export const useLogoAssets = (enabled: boolean) => useEndpointQuery(endpoints.logos, {}, { enabled });
export const usePickLogo = () => useEndpointMutation(endpoints.pickLogo);

/**
 * PATCH styles/{id}/ multipart with the `logo_url` image (the declaration's JSON body does not
 * describe a file, so the form is sent as it is).
 */
export function useUploadLogo(styleId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('logo_url', file);
      return api.patch<PlayerStyle>(apiBase + fillPath(styleEndpoints.update.path, { id: styleId }), form);
    },
    onSuccess: () => {
      void invalidateAfter(client, styleEndpoints.update);
      void invalidateAfter(client, endpoints.logos);
    },
  });
}

/** Where the player's public config is served: the link 'Copy link' copies and 'Clear cache' purges. */
export const publicPlayerUrl = (id: number) => `${window.location.origin}${publicPlayerPath(id)}`;

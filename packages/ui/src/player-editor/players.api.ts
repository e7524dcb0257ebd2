import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adScriptEndpoints,
  adTagEndpoints,
  apiBase,
  fillPath,
  playerEndpoints as endpoints,
  playlistEndpoints,
  styleEndpoints,
  videoContentEndpoints,
  videoEndpoints,
  type PlayerStyle,
} from '@pubdesk/contract';
import { api } from '../api/api-client';
import { invalidateAfter, useEndpointDelete, useEndpointMutation, useEndpointQuery } from '../api/endpoints';

/** Ad tags and scripts, playlists and videos are pickers' choices: all of a website's at once (the spec's 1000). */
const lookupLimit = 1000;

/** PATCH players/{id}/: the Basic settings, and the console's Embed sizes. */
export const useUpdatePlayer = (id: number) => useEndpointMutation(endpoints.update, { params: { id } });

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

/** The content's library video, by id (its name in the Video field). */
export const useVideo = (id: number | null) => useEndpointQuery(videoEndpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null });
/** The website's playlists: the content's Playlist choices. */
export const usePlaylistList = (website: number) =>
  useEndpointQuery(playlistEndpoints.list, { query: { website, limit: lookupLimit } }, { keepPrevious: true });
/** The videos the player may play, all at once: the Video choices where no video browser is given. */
export const usePlayerVideoChoices = (player: number, enabled: boolean) =>
  useEndpointQuery(videoContentEndpoints.list, { query: { player, limit: lookupLimit } }, { enabled });
/** POST video-content/: the player plays this video (or playlist); its content part comes back. */
export const useSetVideoContent = () => useEndpointMutation(videoContentEndpoints.set);

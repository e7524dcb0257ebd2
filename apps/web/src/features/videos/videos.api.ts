import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiBase,
  categoryEndpoints,
  fillPath,
  playlistEndpoints,
  videoContentEndpoints,
  videoEndpoints,
  websiteEndpoints,
  type LibraryVideo,
  type QueryIn,
} from '@pubdesk/contract';
import { api } from '@pubdesk/ui/api';
import {
  callEndpoint,
  endpointKey,
  invalidateAfter,
  useEndpointAction,
  useEndpointDelete,
  useEndpointMutation,
  useEndpointQuery,
} from '@pubdesk/ui/api';

/** The library's cards, 10 a page (spec section 9). */
export const videosPageSize = 10;
/** Pickers' choices and the names a playlist shows: all of a website's at once (the spec's 1000). */
const lookupLimit = 1000;
/** How often a list holding a video still being probed asks again, so its poster and length appear. */
export const probePollMs = 2000;

/** Asks again while a video on the page is still being probed; stops once none is. */
const whileProbing = (videos: LibraryVideo[] | undefined) => (videos?.some((video) => video.status === 'inprogress') ? probePollMs : false);

/** A page of a website's videos, or of its trash, filtered by the search box; refreshed every 2 s while one is in progress. */
export function useVideoList(website: number, page: number, search: string, trash: boolean) {
  const query: QueryIn<typeof videoEndpoints.list> = { website, page, search, limit: videosPageSize };
  if (trash) query.trash = 'true';
  const locator = { query };
  return useQuery({
    queryKey: endpointKey(videoEndpoints.list, locator),
    queryFn: ({ signal }) => callEndpoint(videoEndpoints.list, locator, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => whileProbing(query.state.data?.results),
  });
}

/** Every video of the website not in the trash: the names a playlist shows. */
export const useVideoLookup = (website: number) =>
  useEndpointQuery(videoEndpoints.list, { query: { website, limit: lookupLimit } }, { select: (data) => data.results });

/** `mutate({ params: { id } })` each: the Remove, Restore and Delete buttons act on a selection. */
export const useTrashVideo = () => useEndpointAction(videoEndpoints.trash);
export const useRestoreVideo = () => useEndpointAction(videoEndpoints.restore);
export const useDeleteVideo = () => useEndpointDelete(videoEndpoints.remove);

/**
 * PATCH videos/{id}/ multipart with the `poster` image (the declaration's JSON body does not
 * describe a file, so the form is sent as it is).
 */
export function useUploadPoster() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => {
      const form = new FormData();
      form.append('poster', file);
      return api.patch<LibraryVideo>(apiBase + fillPath(videoEndpoints.update.path, { id }), form);
    },
    onSuccess: () => void invalidateAfter(client, videoEndpoints.update),
  });
}

/** A website's playlists, all at once: the PlayList tab's cards and the pickers. */
export const usePlaylistList = (website: number) =>
  useEndpointQuery(playlistEndpoints.list, { query: { website, limit: lookupLimit } }, { keepPrevious: true });
export const usePlaylist = (id: number | null) =>
  useEndpointQuery(playlistEndpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null });
export const useCreatePlaylist = () => useEndpointMutation(playlistEndpoints.create);
/** `mutate({ params: { id }, body })`: the editor's save, and the upload form's append to a playlist. */
export const useUpdatePlaylist = () => useEndpointAction(playlistEndpoints.update);
export const useDeletePlaylist = () => useEndpointDelete(playlistEndpoints.remove);

/** The upload form's categories (GET /api/players/categories/). */
export const useCategories = () => useEndpointQuery(categoryEndpoints.list, { query: { limit: lookupLimit } });

/** The website picker shown when the screen has no website. */
export const useWebsiteLookup = () => useEndpointQuery(websiteEndpoints.list, { query: { limit: lookupLimit } });

/** The videos a player may play (its website's, not in the trash), 10 a page: the Players screen's video browser. */
export const usePlayerVideos = (query: QueryIn<typeof videoContentEndpoints.list>) =>
  useEndpointQuery(videoContentEndpoints.list, { query: { ...query, limit: videosPageSize } }, { keepPrevious: true });

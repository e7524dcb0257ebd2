import { playerEndpoints as endpoints, publicPlayerPath } from '@pubdesk/contract';
import { useEndpointMutation, useEndpointQuery } from '@pubdesk/ui/api';

export const playersPageSize = 10;

/** Players, 10 a page, of one website or (from the sidebar) of every website the caller sees. */
export const usePlayerList = (website: number | null, page: number, search: string) =>
  useEndpointQuery(
    endpoints.list,
    { query: { ...(website === null ? {} : { website }), page, search, limit: playersPageSize } },
    { keepPrevious: true },
  );
export const usePlayer = (id: number | null) => useEndpointQuery(endpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null });
export const useCreatePlayer = () => useEndpointMutation(endpoints.create);
/** POST /purge_cache/purge/ with the player's public URL. */
export const usePurgeCache = () => useEndpointMutation(endpoints.purge);

/** Where the player's public config is served: the link 'Copy link' copies and 'Clear cache' purges. */
export const publicPlayerUrl = (id: number) => `${window.location.origin}${publicPlayerPath(id)}`;

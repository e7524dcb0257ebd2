import { playerEndpoints as endpoints } from '@pubdesk/contract';
import { useEndpointMutation, useEndpointQuery } from '@pubdesk/ui/api';

export const playersPageSize = 10;

/** Players, 10 a page, of one website or of every website the user sees. */
export const usePlayerList = (website: number | null, page: number) =>
  useEndpointQuery(
    endpoints.list,
    { query: { ...(website === null ? {} : { website }), page, limit: playersPageSize } },
    { keepPrevious: true },
  );

/** One player: the page of its options. */
export const usePlayer = (id: number | null) => useEndpointQuery(endpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null });

/** A network's new player: every part starts from its defaults, edited next on the player's page. */
export const useCreatePlayer = () => useEndpointMutation(endpoints.create);

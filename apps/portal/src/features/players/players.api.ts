import { playerEndpoints as endpoints } from '@pubdesk/contract';
import { useEndpointAction, useEndpointMutation, useEndpointQuery } from '@pubdesk/ui/api';

export const playersPageSize = 10;

/** Players, 10 a page, of one website or of every website the user sees. */
export const usePlayerList = (website: number | null, page: number) =>
  useEndpointQuery(
    endpoints.list,
    { query: { ...(website === null ? {} : { website }), page, limit: playersPageSize } },
    { keepPrevious: true },
  );

/** A network's new player: every part starts from its defaults (the full editor is the console's). */
export const useCreatePlayer = () => useEndpointMutation(endpoints.create);
/** A player's name and status: `mutate({ params: { id }, body })`. */
export const useUpdatePlayer = () => useEndpointAction(endpoints.update);

/** A player's options, keeping the website the list is filtered by. */
export const playerPath = (id: number, websiteId: number | null) => `/players/${id}${websiteId === null ? '' : `?website=${websiteId}`}`;

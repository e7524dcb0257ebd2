/** The address of a player's options in the portal. */
export const playerPath = (id: number) => `/players/${id}`;

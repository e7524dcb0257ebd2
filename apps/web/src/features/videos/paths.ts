/** The Content screen's URLs: the website's library, or one of its playlists open in the editor. */
export const videosPath = (websiteId: number, playlistId: number | null = null) =>
  `/videos${playlistId === null ? '' : `/${playlistId}`}?website=${websiteId}`;

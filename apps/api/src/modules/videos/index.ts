// What other modules may use of the video library: the tables (a player's content names a video
// or playlist), what a player's content plays and whether its ids are the website's, the
// repository (the demo players' library), the ports players implement, and the feature.
export { playerCategories, videos, playlists, playlistVideos, videoUploads, type VideoRow, type PlaylistRow } from './videos.table.js';
export { resolveContent, wrongContentIds } from './content-items.js';
export { videosRepo, type VideosRepo } from './videos.repo.js';
export type { VideosPorts, LibraryPlayersRepo, PlayerContents } from './videos.ports.js';
export { videosFeature } from './videos.feature.js';

/** The public face of features/videos: its declaration (videos.feature.ts), and what other features may use of it. */
export { videosFeature } from './videos.feature';

/** What other features may use: a player's content picks a video or a playlist of the library. */
export { VideoBrowserModal } from './VideoBrowserModal';
export { usePlaylistList, useSetVideoContent, useVideo } from './videos.api';
export { videosPath } from './paths';

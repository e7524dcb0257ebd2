/** The public face of features/videos: its declaration (videos.feature.ts), and what other features may use of it. */
export { videosFeature } from './videos.feature';

/** What other features may use: the video browser, where a player's content picks a library video (and uploads one). */
export { VideoBrowserModal } from './VideoBrowserModal';
export { videosPath } from './paths';

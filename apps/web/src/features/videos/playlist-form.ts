import type { BodyIn, Playlist, playlistEndpoints } from '@pubdesk/contract';

export interface PlaylistFormValues {
  name: string;
  /** Words separated by spaces. */
  tags: string;
  /** Video ids in play order. */
  videos: number[];
}

/** A new playlist of the videos checked on the Videos tab, in the order they were checked. */
export const draftForm = (videos: number[]): PlaylistFormValues => ({ name: '', tags: '', videos });

export const formFromPlaylist = (playlist: Playlist): PlaylistFormValues => ({
  name: playlist.name,
  tags: playlist.tags,
  videos: playlist.videos,
});

const trimmed = (values: PlaylistFormValues) => ({ name: values.name.trim(), tags: values.tags.trim(), videos: values.videos });

export const createPayload = (values: PlaylistFormValues, websiteId: number): BodyIn<typeof playlistEndpoints.create> => ({
  website_id: websiteId,
  ...trimmed(values),
});

export const updatePayload = (values: PlaylistFormValues): BodyIn<typeof playlistEndpoints.update> => trimmed(values);

/** The upload form's "add to playlist": the new video goes last (once). */
export const appendedVideos = (playlist: Playlist, videoId: number): number[] =>
  playlist.videos.includes(videoId) ? playlist.videos : [...playlist.videos, videoId];

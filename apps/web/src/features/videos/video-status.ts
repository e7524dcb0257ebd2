import type { LibraryVideo } from '@pubdesk/contract';

type VideoStatus = LibraryVideo['status'];

/** The border and badge colour of each status: uploaded green, inprogress (still being probed) red. */
export const videoStatusColors = { uploaded: 'green', inprogress: 'red' } as const satisfies Record<VideoStatus, string>;

/** The status as the badge names it (the spec's words). */
export const videoStatusLabels = { uploaded: 'videos.statusUploaded', inprogress: 'videos.statusInprogress' } as const satisfies Record<
  VideoStatus,
  string
>;

/** What each colour tells the user, for the colour labels list. */
export const videoStatusMeanings = {
  uploaded: 'videos.colourUploaded',
  inprogress: 'videos.colourInprogress',
} as const satisfies Record<VideoStatus, string>;

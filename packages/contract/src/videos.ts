import { z } from 'zod';
import { intId, pageQuerySchema, requiredText } from './common.js';
import { httpUrl } from './players.js';

/**
 * The video library: a website's videos (uploaded files, or HLS streams named by URL) and
 * playlists of them, which its players play. Removing a video moves it to the trash; only a
 * trashed video is deleted for good, with its files.
 */
export const videoStatuses = ['uploaded', 'inprogress'] as const;
/** What the bytes turned out to be (sniffed, never the client's word); hls is a manifest named by URL. */
export const videoContainers = ['mp4', 'webm', 'mov', 'hls'] as const;

const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`;
const text = (max: number) => z.string().trim().max(max, tooLong(max));
/** Tags are words separated by spaces (the upload form's and playlist editor's convention). */
const tagsText = text(500).transform((tags) => tags.split(/\s+/).filter(Boolean).join(' '));

export const videoSchema = z.object({
  id: z.number().int(),
  website_id: z.number().int(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  tags: z.string(),
  category: z.number().int().nullable(),
  channel: z.string(),
  /** Where the video plays from: a `/media/...` path of this server (or the bucket), or the HLS URL. */
  url: z.string(),
  /** What a preview plays: the same file as `url` (the library keeps one rendition). */
  preview: z.string(),
  /** A frame of the video (or the uploaded poster), null until the probe made one. */
  poster: z.string().nullable(),
  thumbnail: z.string().nullable(),
  container: z.enum(videoContainers),
  /** inprogress until the probe finished (length, poster); uploaded after. */
  status: z.enum(videoStatuses),
  /** Bytes; 0 for an HLS stream. */
  size: z.number().int(),
  /** Seconds, null when unknown (an HLS stream, or no ffprobe on the server). */
  length: z.number().nullable(),
  trashed: z.boolean(),
  trashed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LibraryVideo = z.infer<typeof videoSchema>;

export const videoListQuerySchema = pageQuerySchema.extend({
  /** The videos a player may play: those of its website. */
  player: intId.optional(),
  website: intId.optional(),
  status: z.enum(videoStatuses).optional(),
  /** true lists the trash; the default lists the videos in use. */
  trash: z.enum(['true', 'false']).optional(),
});

/** The details the upload form and the edit send (PATCH: any of them). */
const videoDetails = {
  name: requiredText(200),
  title: text(200),
  description: text(5000),
  tags: tagsText,
  category: intId.nullable(),
  channel: text(200),
};
/** On create: the name is required (an upload's defaults to its file's), the rest may be left out. */
export const videoDetailsFields = {
  name: videoDetails.name,
  title: videoDetails.title.default(''),
  description: videoDetails.description.default(''),
  tags: videoDetails.tags.default(''),
  category: videoDetails.category.default(null),
  channel: videoDetails.channel.default(''),
};
export const videoPatchSchema = z.object(videoDetails).partial();
export type VideoDetails = z.output<z.ZodObject<typeof videoDetailsFields>>;

/**
 * The path of a URL, or '' when it is none. zod runs a refinement even after an earlier check on
 * the same string failed, so the refinement must not assume the URL parsed (`new URL` throws).
 */
function pathnameOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
}

/** An HLS stream by URL (no bytes are stored): `POST videos/` with JSON. Files are multipart or resumable. */
export const videoLinkInputSchema = z.object({
  website_id: intId,
  ...videoDetailsFields,
  url: httpUrl(2000).refine((url) => /\.m3u8$/i.test(pathnameOf(url)), 'Enter the URL of an HLS manifest (.m3u8).'),
});
/** `POST videos/`: JSON for an HLS URL; multipart (`file`, `website_id`, `name`, details) otherwise. */
export const videoCreateBodySchema = videoLinkInputSchema.nullish();

export const videoStatusSummarySchema = z.object({
  total: z.number().int(),
  uploaded: z.number().int(),
  inprogress: z.number().int(),
  trash: z.number().int(),
});

// Playlists -------------------------------------------------------------------------------------------
const posterSchema = z.string().nullable();
export const playlistSchema = z.object({
  id: z.number().int(),
  website_id: z.number().int(),
  name: z.string(),
  tags: z.string(),
  /** Video ids in play order. */
  videos: z.array(z.number().int()),
  /** The first four videos' posters, for the playlist card. */
  posters: z.object({ pic1: posterSchema, pic2: posterSchema, pic3: posterSchema, pic4: posterSchema }),
  /** As the spec names it; `created_at` as every other resource. */
  createdAt: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Playlist = z.infer<typeof playlistSchema>;

const playlistVideos = z
  .array(intId)
  .min(2, 'you should select at least two videos to create playlist')
  .max(500, 'Ensure this field has no more than 500 elements.')
  .refine((ids) => new Set(ids).size === ids.length, 'A video can be in a playlist once.');
export const playlistInputSchema = z.object({
  website_id: intId,
  name: requiredText(200),
  tags: tagsText.default(''),
  videos: playlistVideos,
});
export const playlistPatchSchema = z.object({ name: requiredText(200), tags: tagsText, videos: playlistVideos }).partial();
export const playlistListQuerySchema = pageQuerySchema.extend({ player: intId.optional(), website: intId.optional() });

// A player's content from the library -------------------------------------------------------------------
/** `POST video-content/`: the player plays this library video (or playlist). */
export const videoContentInputSchema = z
  .object({ player_id: intId, video: intId.nullish(), playlist: intId.nullish() })
  .refine((body) => (body.video ?? null) !== null || (body.playlist ?? null) !== null, {
    message: 'Choose a video or a playlist.',
    path: ['video'],
  });
export const videoContentQuerySchema = pageQuerySchema.extend({ player: intId });
/** The content browser's change video: a library video's URL (or any http(s) URL) for the player. */
export const changeVideoInputSchema = z.object({
  player_id: intId,
  url: z.string().trim().min(1, 'This field may not be blank.').max(2000, tooLong(2000)),
});

/** Video categories (the library's upload form). */
export const categoryStatuses = ['active', 'suspended'] as const;
export const categorySchema = z.object({ id: z.number().int(), name: z.string(), status: z.enum(categoryStatuses) });
export type Category = z.infer<typeof categorySchema>;
export const categoryInputSchema = z.object({
  name: requiredText(100),
  status: z.enum(categoryStatuses, { message: 'Select a valid choice.' }).default('active'),
});
export const categoryPatchSchema = categoryInputSchema.partial();
export const categoryQuerySchema = pageQuerySchema;

import { z } from 'zod';
import { detailSchema, fieldErrorsSchema, idParamSchema, listSchema } from './common.js';
import { crudEndpoints, endpoint } from './endpoint.js';
import { contentSchema } from './players.js';
import {
  categoryInputSchema,
  categoryPatchSchema,
  categoryQuerySchema,
  categorySchema,
  changeVideoInputSchema,
  playlistInputSchema,
  playlistListQuerySchema,
  playlistPatchSchema,
  playlistSchema,
  videoContentInputSchema,
  videoContentQuerySchema,
  videoCreateBodySchema,
  videoListQuerySchema,
  videoPatchSchema,
  videoSchema,
  videoStatusSummarySchema,
} from './videos.js';

const tags = ['video library'] as const;
const base = '/players';
const videos = `${base}/videos/` as const;
const video = `${videos}:id/` as const;
const resource = 'player-videos';
/** A video's change shows in playlists (posters) and in the players that play it. */
const invalidates = ['player-playlists', 'players', 'player-contents'] as const;

/** The resumable (tus 1.0) upload endpoint: not a JSON route, so it is named here for clients and docs. */
export const videoUploadsPath = '/api/players/uploads/';

/** A header of an answer, as the OpenAPI document shows it. */
interface AnswerHeader {
  type: 'string' | 'integer';
  description: string;
}
const answerHeader = (description: string, type: AnswerHeader['type'] = 'string'): AnswerHeader => ({ type, description });
const tusResumableAnswer = { 'Tus-Resumable': answerHeader('The protocol version: 1.0.0.') };
const uploadExpires = answerHeader('When the unfinished upload is removed (RFC 7231 date).');
const uploadVideoId = answerHeader('The library video the upload became, once its last byte arrived.', 'integer');

/** An answer without a body, with the headers it carries. */
const bare = (description: string, headers: Record<string, AnswerHeader> = {}) =>
  z.undefined().meta({ description, headers: { ...tusResumableAnswer, ...headers } });
/** A refusal in DRF's shape: `{detail}`, or field errors keyed by header (`upload-length`) or metadata key (`website_id`). */
const refusal = (description: string) => z.union([detailSchema, fieldErrorsSchema]).meta({ description, headers: tusResumableAnswer });

const tusResumable = z
  .literal('1.0.0')
  .meta({ description: 'The protocol version, 1.0.0: required on every request but OPTIONS (412 when missing or another).' });
const uploadIdParams = z.object({
  id: z.string().meta({ description: 'The upload: the last segment of the Location answered at its creation.' }),
});
/** The answers every operation but OPTIONS may give before it looks at the upload. */
const commonRefusals = {
  401: refusal('Not signed in.'),
  403: refusal('The caller may not add videos (players.add_video).'),
  412: refusal('Tus-Resumable missing or not 1.0.0; the answer names the version spoken in Tus-Version.'),
};

/**
 * One operation of the resumable upload endpoint: tus speaks headers, not JSON, so it is not an
 * `endpoint()`; this is what the OpenAPI document says of it (the API registers it with tus's
 * handler). `item`: on an upload (`uploads/:id`) rather than the collection.
 */
export interface ResumableUploadOperation {
  method: 'POST' | 'HEAD' | 'PATCH' | 'DELETE' | 'OPTIONS';
  item: boolean;
  operationId: string;
  tags: readonly string[];
  summary: string;
  description: string;
  headers?: z.ZodObject;
  params?: z.ZodObject;
  /** The body's schema and media type. */
  body?: { schema: z.ZodType; type: string };
  responses: Record<number, z.ZodType>;
}

/**
 * The resumable upload endpoint at `videoUploadsPath` (tus 1.0: core, creation,
 * creation-with-upload, creation-defer-length, termination, expiration; not concatenation).
 * Every refusal is JSON in DRF's shape and carries Tus-Resumable (HEAD's have no body, as HTTP says).
 */
export const resumableUploadOperations = {
  create: {
    method: 'POST',
    item: false,
    operationId: 'createResumableUpload',
    tags,
    summary: 'Start a resumable video upload',
    description:
      "Upload-Metadata carries the video's fields as comma-separated `key base64(value)` pairs: `website_id` and `name` are required (`filename` stands in for a missing name), then any of title, description, tags, category and channel. The answer's Location is the upload's URL. With `Content-Type: application/offset+octet-stream` the body may carry the first bytes. Upload-Concat (parallel uploads) is refused.",
    headers: z.object({
      'Tus-Resumable': tusResumable,
      'Upload-Length': z
        .string()
        .regex(/^\d+$/)
        .optional()
        .meta({ description: "The file's size in bytes; at most the video size limit (413)." }),
      'Upload-Defer-Length': z.literal('1').optional().meta({ description: '1 when the size is not known yet (then not Upload-Length).' }),
      'Upload-Metadata': z.string().meta({ description: 'website_id, name and the other fields of the video, base64 values.' }),
      'Upload-Concat': z.string().optional().meta({ description: 'Not supported: any value is refused (400).' }),
    }),
    responses: {
      201: bare('Created.', {
        Location: answerHeader("The upload's URL, for HEAD, PATCH and DELETE."),
        'Upload-Offset': answerHeader('The bytes received with the creation, when the body carried some.', 'integer'),
        'Upload-Expires': uploadExpires,
        'Upload-Video-Id': uploadVideoId,
      }),
      400: refusal(
        'Upload-Length, Upload-Defer-Length or Upload-Metadata missing or invalid, a field refused (website_id out of scope, not a video), or Upload-Concat sent.',
      ),
      ...commonRefusals,
      413: refusal('Upload-Length over the video size limit.'),
      415: refusal('A body that is not application/offset+octet-stream.'),
    },
  },
  offset: {
    method: 'HEAD',
    item: true,
    // @fastify/swagger shows it as resumableUploadOffset-head (it suffixes every HEAD operation).
    // Its refusals have no body, as no answer to HEAD has.
    operationId: 'resumableUploadOffset',
    tags,
    summary: 'Ask how many bytes of an upload arrived',
    description: 'Where to resume: Upload-Offset. Only the user who created the upload sees it (404 for anyone else).',
    headers: z.object({ 'Tus-Resumable': tusResumable }),
    params: uploadIdParams,
    responses: {
      200: bare("The upload's state (no body).", {
        'Upload-Offset': answerHeader('The bytes received so far.', 'integer'),
        'Upload-Length': answerHeader("The file's size, when it is known.", 'integer'),
        'Upload-Defer-Length': answerHeader('1 while the size is not known.', 'integer'),
        'Upload-Metadata': answerHeader('The metadata sent at the creation.'),
        'Cache-Control': answerHeader('no-store.'),
      }),
      401: bare('Not signed in.'),
      403: bare('The caller may not add videos.'),
      404: bare('No such upload of the caller.'),
      410: bare('The upload expired.'),
      412: bare('Tus-Resumable missing or not 1.0.0.'),
    },
  },
  append: {
    method: 'PATCH',
    item: true,
    operationId: 'appendResumableUpload',
    tags,
    summary: 'Send the next bytes of an upload',
    description:
      'The body holds bytes from Upload-Offset on (which must equal the bytes received: 409 otherwise). When the last byte arrives the file is checked (MP4, WebM or MOV) and becomes a library video, named in Upload-Video-Id; a file that is not a video is refused (400) and removed. Where to resume: HEAD on the same URL (with Tus-Resumable) answers 200 with Upload-Offset, Upload-Length (or Upload-Defer-Length: 1), Upload-Metadata and Cache-Control: no-store, or the refusals below without a body (404, 410, 412).',
    headers: z.object({
      'Tus-Resumable': tusResumable,
      'Upload-Offset': z.string().regex(/^\d+$/).meta({ description: 'Where these bytes start: the bytes received so far.' }),
      'Upload-Length': z
        .string()
        .regex(/^\d+$/)
        .optional()
        .meta({ description: 'The size, once, for an upload created with Upload-Defer-Length.' }),
    }),
    params: uploadIdParams,
    body: { schema: z.string().meta({ format: 'binary' }), type: 'application/offset+octet-stream' },
    responses: {
      204: bare('Received.', {
        'Upload-Offset': answerHeader('The bytes received so far.', 'integer'),
        'Upload-Expires': uploadExpires,
        'Upload-Video-Id': uploadVideoId,
      }),
      400: refusal('Upload-Offset or Upload-Length missing or invalid, or the finished file refused (not a video).'),
      ...commonRefusals,
      404: refusal('No such upload of the caller.'),
      409: refusal('Upload-Offset is not the bytes received: ask with HEAD and resume from there.'),
      410: refusal('The upload expired.'),
      413: refusal("The bytes go past the upload's length, or the length past the video size limit."),
      415: refusal('Content-Type is not application/offset+octet-stream.'),
    },
  },
  terminate: {
    method: 'DELETE',
    item: true,
    operationId: 'deleteResumableUpload',
    tags,
    summary: 'Abandon an upload',
    description: 'Removes the bytes received and the upload. Only the user who created it may.',
    headers: z.object({ 'Tus-Resumable': tusResumable }),
    params: uploadIdParams,
    responses: { 204: bare('Removed.'), ...commonRefusals, 404: refusal('No such upload of the caller.') },
  },
  options: {
    method: 'OPTIONS',
    item: false,
    operationId: 'resumableUploadOptions',
    tags,
    summary: "The server's tus configuration",
    description: 'The protocol versions, extensions and size limit. Tus-Resumable is not needed.',
    responses: {
      204: bare('The configuration.', {
        'Tus-Version': answerHeader('1.0.0.'),
        'Tus-Extension': answerHeader('creation, creation-with-upload, creation-defer-length, termination, expiration.'),
        'Tus-Max-Size': answerHeader('The video size limit in bytes.', 'integer'),
      }),
      401: refusal('Not signed in.'),
      403: refusal('The caller may not add videos (players.add_video).'),
    },
  },
} as const satisfies Record<string, ResumableUploadOperation>;

/** A website's library videos (`/api/players/videos/`), in the caller's website scope. */
export const videoEndpoints = {
  list: endpoint({
    method: 'GET',
    path: videos,
    operationId: 'listVideos',
    summary: 'List library videos',
    tags,
    resource,
    access: { permission: 'players.view_video' },
    query: videoListQuerySchema,
    response: listSchema(videoSchema),
    description: "`trash=true` lists the trash; `player` lists the videos that player may play (its website's). `limit` up to 1000.",
  }),
  status: endpoint({
    method: 'GET',
    path: `${videos}status/`,
    operationId: 'videoStatus',
    summary: 'Count library videos by status',
    tags,
    resource,
    access: { permission: 'players.view_video' },
    query: z.object({ website: idParamSchema.shape.id.optional() }),
    response: videoStatusSummarySchema,
  }),
  get: endpoint({
    method: 'GET',
    path: video,
    operationId: 'getVideo',
    summary: 'Get a library video',
    tags,
    resource,
    access: { permission: 'players.view_video' },
    params: idParamSchema,
    response: videoSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: videos,
    operationId: 'createVideo',
    summary: 'Upload a video, or add one by its HLS URL',
    tags,
    resource,
    invalidates,
    access: { permission: 'players.add_video' },
    body: videoCreateBodySchema,
    response: videoSchema,
    status: 201,
    description:
      'multipart/form-data: `website_id` and `name` (and any of title, description, tags, category, channel) before `file`, the video (MP4, WebM or MOV, recognised from its bytes), streamed to storage. JSON: `website_id`, `name` and `url` of an HLS manifest (.m3u8). Large files upload resumably at /api/players/uploads/ (tus 1.0).',
  }),
  update: endpoint({
    method: 'PATCH',
    path: video,
    operationId: 'updateVideo',
    summary: "Update a video's details, or upload its poster",
    tags,
    resource,
    invalidates,
    access: { permission: 'players.change_video' },
    params: idParamSchema,
    body: videoPatchSchema.nullish(),
    response: videoSchema,
    description: 'JSON with the details to change, or multipart/form-data with a `poster` image (PNG, JPEG, GIF or WebP).',
  }),
  replace: endpoint({
    method: 'PUT',
    path: video,
    operationId: 'replaceVideo',
    summary: "Update a video's details",
    tags,
    resource,
    invalidates,
    access: { permission: 'players.change_video' },
    params: idParamSchema,
    body: videoPatchSchema,
    response: videoSchema,
  }),
  trash: endpoint({
    method: 'POST',
    path: `${video}trash/`,
    operationId: 'trashVideo',
    summary: 'Move a video to the trash',
    tags,
    resource,
    invalidates,
    access: { permission: 'players.change_video' },
    params: idParamSchema,
    response: videoSchema,
    description: 'Moves the video to the trash: players and playlists stop playing it until it is restored.',
  }),
  restore: endpoint({
    method: 'POST',
    path: `${video}restore/`,
    operationId: 'restoreVideo',
    summary: 'Restore a video from the trash',
    tags,
    resource,
    invalidates,
    access: { permission: 'players.change_video' },
    params: idParamSchema,
    response: videoSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: video,
    operationId: 'deleteVideo',
    summary: 'Delete a trashed video for good',
    tags,
    resource,
    invalidates,
    access: { permission: 'players.delete_video' },
    params: idParamSchema,
    response: null,
    description: 'Deletes a trashed video for good, with its files; it leaves every playlist. A video not in the trash is refused.',
  }),
};

/** Playlists of a website's videos (two or more, in order). */
export const playlistEndpoints = crudEndpoints({
  resource: 'player-playlists',
  path: `${base}/playlists/`,
  tags,
  names: { one: 'Playlist', many: 'Playlists' },
  label: { one: 'a playlist', many: 'playlists' },
  item: playlistSchema,
  input: playlistInputSchema,
  patch: playlistPatchSchema,
  query: playlistListQuerySchema,
  params: idParamSchema,
  permissions: {
    view: 'players.view_playlist',
    add: 'players.add_playlist',
    change: 'players.change_playlist',
    delete: 'players.delete_playlist',
  },
  invalidates: ['players', 'player-contents'],
});

/** A player's content picked from the library: the video browser modal and the content browser. */
export const videoContentEndpoints = {
  list: endpoint({
    method: 'GET',
    path: `${base}/video-content/`,
    operationId: 'listVideoContent',
    summary: 'List the videos a player may play',
    tags,
    resource,
    access: { permission: 'players.view_video' },
    query: videoContentQuerySchema,
    response: listSchema(videoSchema),
    description: "The videos the player may play (its website's, not in the trash), newest first.",
  }),
  set: endpoint({
    method: 'POST',
    path: `${base}/video-content/`,
    operationId: 'setVideoContent',
    summary: "Set a player's content to a library video or playlist",
    tags,
    resource: 'player-contents',
    invalidates: ['players'],
    access: { permission: 'players.change_player' },
    body: videoContentInputSchema,
    response: contentSchema,
    description: "Sets the player's content to one of its website's videos or playlists; its public config is rebuilt.",
  }),
  changeVideo: endpoint({
    method: 'POST',
    path: `${base}/content-browser/change-video/`,
    operationId: 'changePlayerVideo',
    summary: "Change a player's video by URL",
    tags,
    resource: 'player-contents',
    invalidates: ['players'],
    access: { permission: 'players.change_player' },
    body: changeVideoInputSchema,
    response: contentSchema,
    description:
      "The content browser's change video: the URL of one of the website's library videos makes it the player's video; any other http(s) URL becomes its external URL.",
  }),
};

/** Video categories (the library's upload form). */
export const categoryEndpoints = crudEndpoints({
  resource: 'player-categories',
  path: '/players/categories/',
  tags: ['players'],
  names: { one: 'Category', many: 'Categories' },
  label: { one: 'a video category', many: 'video categories' },
  item: categorySchema,
  input: categoryInputSchema,
  patch: categoryPatchSchema,
  query: categoryQuerySchema,
  params: idParamSchema,
  permissions: { view: 'players.view_category', add: 'players.add_category', change: 'players.change_category' },
});

import { z } from 'zod';
import { idParamSchema, listSchema } from './common.js';
import { crudEndpoints, endpoint } from './endpoint.js';
import { contentSchema } from './players.js';
import {
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

/** A website's library videos (`/api/players/videos/`), in the caller's website scope. */
export const videoEndpoints = {
  list: endpoint({
    method: 'GET',
    path: videos,
    operationId: 'listVideos',
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

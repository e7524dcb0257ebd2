import { categoryEndpoints, playlistEndpoints, videoContentEndpoints, videoEndpoints } from '@pubdesk/contract';
import { handle, handleEach, handleList } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import { badRequest } from '../../lib/http-errors.js';
import type { PageSize } from '../../lib/pagination.js';
import { categoriesService } from './categories.service.js';
import { playlistsService } from './playlists.service.js';
import { resumableUploadRoutes } from './resumable-uploads.js';
import { videoContentService } from './video-content.service.js';
import type { VideosDeps } from './videos.ports.js';
import { videosService } from './videos.service.js';

/**
 * A video row carries up to 5,000 characters of description beside its title, tags and URLs (up
 * to six bytes a character in JSON): a page carries at most the pickers' 1,000.
 */
const videoPageSize: PageSize = { default: 50, max: 1000 };

/**
 * The video library under /api/players: the videos' categories, videos, playlists, resumable
 * uploads and a player's library content (in the order the players' routes registered them).
 */
export async function videosRoutes(app: App, deps: VideosDeps): Promise<void> {
  const categories = categoriesService(deps);
  handleList(app, categoryEndpoints.list, 50, ({ query }, window) => categories.list(query.search, window));
  handle(app, categoryEndpoints.get, ({ params }) => categories.get(params.id));
  handle(app, categoryEndpoints.create, ({ body }) => categories.create(body));

  const videos = videosService(deps);
  const e = videoEndpoints;
  handleList(app, e.list, videoPageSize, ({ auth, query }, window) => videos.list(auth, query, window));
  handle(app, e.status, ({ auth, query }) => videos.status(auth, query.website));
  handle(app, e.get, ({ auth, params }) => videos.get(auth, params.id));
  // Multipart streams a file; JSON names an HLS stream.
  handle(app, e.create, ({ auth, body, request }) => {
    if (request.isMultipart()) return videos.upload(auth, request);
    if (!body) throw badRequest({ url: ['This field is required.'] });
    return videos.createLink(auth, body);
  });
  handle(app, e.update, ({ auth, params, body, request }) =>
    request.isMultipart() ? videos.uploadPoster(auth, params.id, request) : videos.update(auth, params.id, body ?? {}),
  );
  handle(app, e.replace, ({ auth, params, body }) => videos.update(auth, params.id, body));
  handle(app, e.trash, ({ auth, params }) => videos.trash(auth, params.id));
  handle(app, e.restore, ({ auth, params }) => videos.restore(auth, params.id));
  handle(app, e.remove, ({ auth, params }) => videos.remove(auth, params.id));
  await resumableUploadRoutes(app, deps, videos);

  const playlists = playlistsService(deps);
  const p = playlistEndpoints;
  handleList(app, p.list, 50, ({ auth, query }, window) => playlists.list(auth, query, window));
  handle(app, p.get, ({ auth, params }) => playlists.get(auth, params.id));
  handle(app, p.create, ({ auth, body }) => playlists.create(auth, body));
  handleEach(app, [p.replace, p.update], ({ auth, params, body }) => playlists.update(auth, params.id, body));
  handle(app, p.remove, ({ auth, params }) => playlists.remove(auth, params.id));

  const content = videoContentService({ ...deps, videoList: videos });
  const c = videoContentEndpoints;
  handleList(app, c.list, videoPageSize, ({ auth, query }, window) => content.list(auth, query.player, window));
  handle(app, c.set, ({ auth, body }) => content.set(auth, body));
  handle(app, c.changeVideo, ({ auth, body }) => content.changeVideo(auth, body));

  handleEach(app, [categoryEndpoints.replace, categoryEndpoints.update], ({ params, body }) => categories.update(params.id, body));
}

import { allPermissions } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import { defineFeature, type Feature } from '../../lib/feature.js';
import type { App } from '../../lib/fastify-app.js';
import { transactionOf } from '../../lib/transaction.js';
import { websiteForWrite } from '../assignments/index.js';
import { categoriesRepo } from './categories.repo.js';
import { videosJobs } from './videos.jobs.js';
import type { VideosDeps, VideosPorts, VideosRepos } from './videos.ports.js';
import { videosRepo } from './videos.repo.js';
import { videosRoutes } from './videos.routes.js';

/** The repositories and ports of the library's services, over the app's connection. */
function videosDeps(app: App, ports: VideosPorts): VideosDeps {
  const { db, storage, jobs, config } = app.deps;
  const open = (on: Db): VideosRepos => ({ videos: videosRepo(on), players: ports.players(on) });
  return {
    ...open(db),
    categories: categoriesRepo(db),
    playerContents: ports.playerContents(db),
    transaction: transactionOf(db, open),
    websiteForWrite: (auth, websiteId) => websiteForWrite(db, auth, websiteId),
    storage,
    jobs,
    config,
  };
}

/** The library's permission codenames (the rest of `players.*` are the players feature's). */
const libraryPermission = /^players\.\w+_(video|playlist|category)$/;

/**
 * The video library under /api/players: videos (streamed and resumable uploads, HLS links, the
 * probe job), playlists, the videos' categories and a player's library content. Players play
 * its videos and stand on it; what it changes of them comes in as ports, from the wiring.
 */
export function videosFeature(ports: VideosPorts): Feature {
  return defineFeature({
    name: 'videos',
    routes: async (app) => videosRoutes(app, videosDeps(app, ports)),
    jobs: (deps) => videosJobs(deps, ports),
    permissions: allPermissions.filter((p) => libraryPermission.test(p)),
  });
}

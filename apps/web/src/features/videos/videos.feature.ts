import { defineFeature } from '../../lib/feature';

/** The video library, 'Content' (reached from the websites list). */
export const videosFeature = defineFeature({
  name: 'videos',
  routes: [
    {
      path: 'videos/:id?',
      screen: () => import('./VideosPage').then((m) => m.VideosPage),
      permission: 'players.view_video',
      crumb: 'videos.title',
      // The library is a website's: without ?website= it asks for one.
      query: ['website'],
      // The id is a playlist open in the editor.
      record: { path: '/api/players/playlists/{id}/' },
    },
  ],
});

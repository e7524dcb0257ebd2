import { IconPlayerPlay } from '@tabler/icons-react';
import { defineFeature } from '../../lib/feature';

/** The players of the user's websites and their embed codes; networks also add players and edit their options. */
export const playersFeature = defineFeature({
  name: 'players',
  routes: [
    { path: 'players', screen: () => import('./PlayersPage').then((m) => m.PlayersPage) },
    { path: 'players/:id', screen: () => import('./PlayerPage').then((m) => m.PlayerPage) },
  ],
  nav: [{ to: '/players', label: 'portal.nav.players', icon: IconPlayerPlay, order: 30, permission: 'players.view_player' }],
});

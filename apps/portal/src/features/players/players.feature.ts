import { IconPlayerPlay } from '@tabler/icons-react';
import { defineFeature } from '../../lib/feature';

/** The players of the user's websites and their embed codes; networks also add players and change their name and status. */
export const playersFeature = defineFeature({
  name: 'players',
  routes: [{ path: 'players', screen: () => import('./PlayersPage').then((m) => m.PlayersPage) }],
  nav: [{ to: '/players', label: 'portal.nav.players', icon: IconPlayerPlay, order: 30, permission: 'players.view_player' }],
});

import { IconPlayerPlay } from '@tabler/icons-react';
import { defineFeature } from '../../lib/feature';

/** Players and their options. */
export const playersFeature = defineFeature({
  name: 'players',
  routes: [
    {
      path: 'players/:id?',
      screen: () => import('./PlayersPage').then((m) => m.PlayersPage),
      permission: 'players.view_player',
      crumb: 'nav.players',
      record: { path: '/api/players/players/{id}/' },
    },
  ],
  // Admin only in the sidebar (spec section 6); networks and publishers reach their players from their websites.
  menu: [{ label: 'nav.players', to: '/players', icon: IconPlayerPlay, adminOnly: true, order: 50 }],
});

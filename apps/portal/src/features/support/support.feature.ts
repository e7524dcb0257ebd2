import { IconLifebuoy } from '@tabler/icons-react';
import { defineFeature } from '../../lib/feature';

/**
 * Support: the user's tickets (a network's also its publishers'), New ticket, and a ticket's thread
 * with the reply box. Every portal role has it; /support/:id is where the tickets' e-mails link.
 */
export const supportFeature = defineFeature({
  name: 'support',
  routes: [
    { path: 'support', screen: () => import('./SupportPage').then((m) => m.SupportPage) },
    { path: 'support/new', screen: () => import('./NewTicketPage').then((m) => m.NewTicketPage) },
    { path: 'support/:id', screen: () => import('./TicketPage').then((m) => m.TicketPage) },
  ],
  nav: [{ to: '/support', label: 'portal.nav.support', icon: IconLifebuoy, order: 70 }],
});

import { IconLifebuoy } from '@tabler/icons-react';
import { defineFeature } from '../../lib/feature';

/** Support: the ticket queue ('tickets'), a ticket with its thread ('tickets/:id'), for staff who see the queue. */
export const ticketsFeature = defineFeature({
  name: 'tickets',
  routes: [
    {
      path: 'tickets/:id?',
      screen: () => import('./TicketsPage').then((m) => m.TicketsPage),
      permission: 'tickets.view_ticket',
      crumb: 'nav.support',
      record: { path: '/api/tickets/{id}/', field: 'subject' },
    },
  ],
  menu: [{ label: 'nav.support', to: '/tickets', icon: IconLifebuoy, permission: 'tickets.view_ticket', order: 95 }],
});

import { defineFeature } from '../../lib/feature.js';
import { ticketsJobs } from './tickets.jobs.js';
import { ticketsRoutes } from './tickets.routes.js';
import { seedDemoTickets } from './tickets.seed.js';

/**
 * Support tickets: publishers and networks ask, staff answer (`/tickets/`), with internal notes,
 * attachments, mail through the outbox, and the hourly close of week-old solved tickets.
 */
export const ticketsFeature = defineFeature({
  name: 'tickets',
  routes: ticketsRoutes,
  jobs: ticketsJobs,
  seed: seedDemoTickets,
  // After users, websites and assignments.
  seedOrder: 105,
  permissions: ['tickets.view_ticket', 'tickets.change_ticket'],
});

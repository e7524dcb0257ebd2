import { defineFeature } from '../../lib/feature.js';
import { ticketsJobs } from './tickets.jobs.js';
import { ticketsRoutes } from './tickets.routes.js';

/**
 * Support tickets: publishers and networks ask, staff answer (`/tickets/`), with internal notes,
 * attachments, mail through the outbox, and the hourly close of week-old solved tickets.
 */
export const ticketsFeature = defineFeature({
  name: 'tickets',
  routes: ticketsRoutes,
  jobs: ticketsJobs,
  permissions: ['tickets.view_ticket', 'tickets.change_ticket'],
});

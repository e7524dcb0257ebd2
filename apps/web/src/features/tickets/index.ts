/** The public face of features/tickets: its declaration (tickets.feature.ts), and what other features may use of it. */
export { ticketsFeature } from './tickets.feature';

export { ticketPath, ticketsPath } from './paths';

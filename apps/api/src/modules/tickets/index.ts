// What other modules and the wiring use of tickets: the tables (first: they reference users and
// websites while the modules load), the dashboard tile's counts, and the feature.
export { ticketAttachments, ticketMessages, ticketNumbers, tickets } from './tickets.table.js';
export { ticketCounts } from './tickets.counts.js';
export { ticketsFeature } from './tickets.feature.js';

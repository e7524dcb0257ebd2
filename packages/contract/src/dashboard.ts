import { z } from 'zod';
import { revenueSummarySchema } from './statistics.js';
import { ticketCountsSchema } from './tickets.js';

/** The dashboard's tiles: users, networks, websites and tickets counted, and the revenue summary. */
export const dashboardStatusSchema = z.object({
  users: z.object({
    total: z.number(),
    active: z.number(),
    suspended: z.number(),
    verified: z.number(),
    unverified: z.number(),
  }),
  /** Network accounts, the publishers' accounts, and the websites (in the caller's scope) that belong to a network. */
  networks: z.object({ total: z.number(), users: z.number(), websites: z.number() }),
  websites: z.object({ total: z.number(), active: z.number(), suspended: z.number() }),
  /** The tickets the caller may see (closed counts solved and closed; open counts open and pending). */
  tickets: ticketCountsSchema,
  /** The revenue tiles; null for someone who may not see statistics. */
  revenue: revenueSummarySchema.nullable(),
});
export type DashboardStatus = z.infer<typeof dashboardStatusSchema>;

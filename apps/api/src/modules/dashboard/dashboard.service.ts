import type { DashboardStatus } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { websiteScope } from '../assignments/index.js';
import { ticketCounts } from '../tickets/index.js';
import { usersRepo } from '../users/index.js';
import { websitesRepo } from '../websites/index.js';
import type { DashboardPorts } from './dashboard.ports.js';

/** The dashboard's tiles: users and networks, the websites in scope, the tickets the caller may see, and the revenue tiles for those who may see statistics. */
export function dashboardService(db: Db, reportTz: string, ports: DashboardPorts) {
  const revenue = ports.revenue(db, reportTz);
  return {
    async status(auth: AuthContext): Promise<DashboardStatus> {
      const [c, sites, tickets, summary] = await Promise.all([
        usersRepo(db).statusCounts(),
        websitesRepo(db).statusCounts(websiteScope(auth)),
        ticketCounts(db, auth),
        auth.can('statistics.view_statistic') ? revenue.revenueSummary(auth) : null,
      ]);
      return {
        users: { total: c.total, active: c.active, suspended: c.total - c.active, verified: c.verified, unverified: c.total - c.verified },
        networks: { total: c.networks, users: c.publishers, websites: sites.ofNetworks },
        websites: { total: sites.total, active: sites.active, suspended: sites.suspended },
        tickets,
        revenue: summary,
      };
    },
  };
}

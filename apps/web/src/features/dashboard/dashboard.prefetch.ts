import type { QueryClient } from '@tanstack/react-query';
import type { ScreenPrefetch } from '../../lib/feature';
import { groupTypeChoicesQuery, websiteChoicesQuery } from '../../lib/lookups';
import { dashboardReads, YESTERDAY_STEP } from './dashboard.api';
import { ownerIdsOf } from './website-owners';

/** A read that fails here is read again by the card that shows it, which shows the failure. */
const ignore = () => undefined;

/** The statistics card (opening on All websites, All ad types, Admin) and the two Yesterday tables. */
function prefetchRevenue(client: QueryClient): void {
  void client.prefetchQuery(dashboardReads.graph({ type: 'admin' }));
  void client.prefetchQuery(websiteChoicesQuery());
  void client.prefetchQuery(groupTypeChoicesQuery());
  void client.prefetchQuery(dashboardReads.yesterday('websites', YESTERDAY_STEP));
  void client.prefetchQuery(dashboardReads.yesterday('formats', YESTERDAY_STEP));
}

/**
 * The dashboard's reads, started with the session check: the counts, the sign-ups and the lists
 * awaiting approval at once; the revenue parts once the counts say the user sees revenue, and the
 * websites' owners once the websites' status names them: what the page itself asks next.
 */
export const prefetchDashboard: ScreenPrefetch = ({ client }) => {
  void client.prefetchQuery(dashboardReads.recentUsers());
  void client.prefetchQuery(dashboardReads.whitelistStatus());
  client
    .fetchQuery(dashboardReads.status())
    .then((status) => status.revenue && prefetchRevenue(client))
    .catch(ignore);
  client
    .fetchQuery(dashboardReads.websiteStatus())
    .then((status) => {
      const ids = ownerIdsOf(status.suspended_list);
      if (ids.length > 0) void client.prefetchQuery(dashboardReads.usersById(ids));
    })
    .catch(ignore);
};

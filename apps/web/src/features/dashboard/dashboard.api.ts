import { dashboardEndpoints, statisticDashboardEndpoints, userEndpoints, websiteEndpoints, whitelabelEndpoints } from '@pubdesk/contract';
import { useEndpointQuery } from '@pubdesk/ui/api';

/** The dashboard lists the 10 newest sign-ups. */
export const recentUsersLimit = 10;

/** GET /auth/status/: user and network counts. */
export const useDashboardStatus = () => useEndpointQuery(dashboardEndpoints.status, {});

/** GET /users/?role=pre_activation: the newest sign-ups waiting for activation. */
export const useRecentUsers = () =>
  useEndpointQuery(userEndpoints.list, { query: { role: 'pre_activation', limit: recentUsersLimit, ordering: '-date_joined' } });

/** GET /whitelist/status/: whitelabel counts and the entries waiting for approval. */
export const useWhitelistStatus = () => useEndpointQuery(whitelabelEndpoints.status, {});

/** GET /websites/status/: website counts and the suspended websites (Recently Added Websites). */
export const useWebsiteStatus = () => useEndpointQuery(websiteEndpoints.status, {});

/** GET /users/?ids=1,2: the names of the networks and publishers the dashboard links to. */
export const useUsersById = (ids: number[]) =>
  useEndpointQuery(userEndpoints.list, { query: { ids: ids.join(','), limit: ids.length } }, { enabled: ids.length > 0 });

/** GET /statistics/dashboard/: the last 30 days, a row each, for a website (or all) and a format (or all). */
export const useDashboardGraph = (query: { website?: number; group?: number; type: 'admin' | 'user' }) =>
  useEndpointQuery(statisticDashboardEndpoints.graph, { query }, { keepPrevious: true });

/** The Websites Yesterday and Ad Format Yesterday tables, ranked by yesterday's revenue. */
export const useYesterday = (by: 'websites' | 'formats', limit: number) =>
  useEndpointQuery(
    by === 'websites' ? statisticDashboardEndpoints.yesterdayWebsites : statisticDashboardEndpoints.yesterdayFormats,
    {
      query: { limit },
    },
    { keepPrevious: true },
  );

import { dashboardEndpoints, statisticDashboardEndpoints, userEndpoints, websiteEndpoints, whitelabelEndpoints } from '@pubdesk/contract';
import { endpointQuery, useEndpointQuery } from '@pubdesk/ui/api';

/** The dashboard lists the 10 newest sign-ups. */
export const recentUsersLimit = 10;

/**
 * The dashboard's reads are prefetched by its route (dashboard.prefetch.ts) at the start of the
 * navigation: an answer that recent is fresh, not read again when the page mounts.
 */
const prefetched = { staleTime: 10_000 };

/** The Yesterday tables show 10 rows and grow by 10. */
export const YESTERDAY_STEP = 10;

const recentUsers = { query: { role: 'pre_activation', limit: recentUsersLimit, ordering: '-date_joined' } };
const usersById = (ids: number[]) => ({ query: { ids: ids.join(','), limit: ids.length } });
type GraphQuery = { website?: number; group?: number; type: 'admin' | 'user' };
const yesterdayEndpoint = (by: 'websites' | 'formats') =>
  by === 'websites' ? statisticDashboardEndpoints.yesterdayWebsites : statisticDashboardEndpoints.yesterdayFormats;

/** GET /auth/status/: user and network counts. */
export const useDashboardStatus = () => useEndpointQuery(dashboardEndpoints.status, {}, prefetched);

/** GET /users/?role=pre_activation: the newest sign-ups waiting for activation. */
export const useRecentUsers = () => useEndpointQuery(userEndpoints.list, recentUsers, prefetched);

/** GET /whitelist/status/: whitelabel counts and the entries waiting for approval. */
export const useWhitelistStatus = () => useEndpointQuery(whitelabelEndpoints.status, {}, prefetched);

/** GET /websites/status/: website counts and the suspended websites (Recently Added Websites). */
export const useWebsiteStatus = () => useEndpointQuery(websiteEndpoints.status, {}, prefetched);

/** GET /users/?ids=1,2: the names of the networks and publishers the dashboard links to. */
export const useUsersById = (ids: number[]) =>
  useEndpointQuery(userEndpoints.list, usersById(ids), { ...prefetched, enabled: ids.length > 0 });

/** GET /statistics/dashboard/: the last 30 days, a row each, for a website (or all) and a format (or all). */
export const useDashboardGraph = (query: GraphQuery) =>
  useEndpointQuery(statisticDashboardEndpoints.graph, { query }, { ...prefetched, keepPrevious: true });

/** The Websites Yesterday and Ad Format Yesterday tables, ranked by yesterday's revenue. */
export const useYesterday = (by: 'websites' | 'formats', limit: number) =>
  useEndpointQuery(yesterdayEndpoint(by), { query: { limit } }, { ...prefetched, keepPrevious: true });

/** The same reads as the hooks above, for the dashboard's prefetch (dashboard.prefetch.ts): the same cache entries. */
export const dashboardReads = {
  status: () => endpointQuery(dashboardEndpoints.status, {}),
  recentUsers: () => endpointQuery(userEndpoints.list, recentUsers),
  whitelistStatus: () => endpointQuery(whitelabelEndpoints.status, {}),
  websiteStatus: () => endpointQuery(websiteEndpoints.status, {}),
  usersById: (ids: number[]) => endpointQuery(userEndpoints.list, usersById(ids)),
  graph: (query: GraphQuery) => endpointQuery(statisticDashboardEndpoints.graph, { query }),
  yesterday: (by: 'websites' | 'formats', limit: number) => endpointQuery(yesterdayEndpoint(by), { query: { limit } }),
};

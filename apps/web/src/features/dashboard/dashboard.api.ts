import { useQuery } from '@tanstack/react-query';
import { apiBase, authEndpoints, websiteEndpoints, whitelabelEndpoints, type List, type User } from '@pubdesk/contract';
import { api } from '../../lib/api-client';
import { useEndpointQuery } from '../../lib/endpoints';

/** The dashboard lists the 10 newest sign-ups. */
export const recentUsersLimit = 10;

export const dashboardKeys = {
  all: ['dashboard'] as const,
  recentUsers: () => [...dashboardKeys.all, 'recent-users'] as const,
  users: (ids: number[]) => [...dashboardKeys.all, 'users', ids] as const,
};

/** GET /auth/status/: user and network counts. */
export const useAuthStatus = () => useEndpointQuery(authEndpoints.status, {});

/** GET /users/?role=pre_activation: the newest sign-ups waiting for activation. */
export function useRecentUsers() {
  return useQuery({
    queryKey: dashboardKeys.recentUsers(),
    queryFn: ({ signal }) =>
      api.get<List<User>>(`${apiBase}/users/`, {
        query: { role: 'pre_activation', limit: recentUsersLimit, ordering: '-date_joined' },
        signal,
      }),
  });
}

/** GET /whitelist/status/: whitelabel counts and the entries waiting for approval. */
export const useWhitelistStatus = () => useEndpointQuery(whitelabelEndpoints.status, {});

/** GET /websites/status/: website counts and the suspended websites (Recently Added Websites). */
export const useWebsiteStatus = () => useEndpointQuery(websiteEndpoints.status, {});

/** GET /users/?ids=1,2: the names of the networks and publishers the dashboard links to. */
export function useUsersById(ids: number[]) {
  return useQuery({
    queryKey: dashboardKeys.users(ids),
    queryFn: ({ signal }) => api.get<List<User>>(`${apiBase}/users/`, { query: { ids: ids.join(','), limit: ids.length }, signal }),
    enabled: ids.length > 0,
  });
}

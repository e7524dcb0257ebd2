import { useQuery } from '@tanstack/react-query';
import {
  apiBase,
  authBase,
  type AuthStatus,
  type List,
  type User,
  type WebsiteStatusSummary,
  type WhitelistStatusSummary,
} from '@pubdesk/contract';
import { api } from '../../lib/api-client';

/** Spec section 9: the dashboard lists the 10 newest sign-ups. */
export const recentUsersLimit = 10;

export const dashboardKeys = {
  all: ['dashboard'] as const,
  authStatus: () => [...dashboardKeys.all, 'auth-status'] as const,
  recentUsers: () => [...dashboardKeys.all, 'recent-users'] as const,
  whitelistStatus: () => [...dashboardKeys.all, 'whitelist-status'] as const,
  websiteStatus: () => [...dashboardKeys.all, 'website-status'] as const,
  users: (ids: number[]) => [...dashboardKeys.all, 'users', ids] as const,
};

/** GET /auth/status/: user and network counts. */
export function useAuthStatus() {
  return useQuery({
    queryKey: dashboardKeys.authStatus(),
    queryFn: ({ signal }) => api.get<AuthStatus>(`${authBase}/status/`, { signal }),
  });
}

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
export function useWhitelistStatus() {
  return useQuery({
    queryKey: dashboardKeys.whitelistStatus(),
    queryFn: ({ signal }) => api.get<WhitelistStatusSummary>(`${apiBase}/whitelist/status/`, { signal }),
  });
}

/** GET /websites/status/: website counts and the suspended websites (Recently Added Websites). */
export function useWebsiteStatus() {
  return useQuery({
    queryKey: dashboardKeys.websiteStatus(),
    queryFn: ({ signal }) => api.get<WebsiteStatusSummary>(`${apiBase}/websites/status/`, { signal }),
  });
}

/** GET /users/?ids=1,2: the names of the networks and publishers the dashboard links to. */
export function useUsersById(ids: number[]) {
  return useQuery({
    queryKey: dashboardKeys.users(ids),
    queryFn: ({ signal }) => api.get<List<User>>(`${apiBase}/users/`, { query: { ids: ids.join(','), limit: ids.length }, signal }),
    enabled: ids.length > 0,
  });
}

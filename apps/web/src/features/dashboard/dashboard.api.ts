import { useQuery } from '@tanstack/react-query';
import { apiBase, authBase, type AuthStatus, type List, type User, type WhitelistStatusSummary } from '@pubdesk/contract';
import { api } from '../../lib/api-client';

/** Spec section 9: the dashboard lists the 10 newest sign-ups. */
export const recentUsersLimit = 10;

export const dashboardKeys = {
  all: ['dashboard'] as const,
  authStatus: () => [...dashboardKeys.all, 'auth-status'] as const,
  recentUsers: () => [...dashboardKeys.all, 'recent-users'] as const,
  whitelistStatus: () => [...dashboardKeys.all, 'whitelist-status'] as const,
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

import { QueryClient } from '@tanstack/react-query';
import { authStore } from '../auth/auth-store';
import { ApiError } from './http';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors (401, 403, 404, 400) will not heal by retrying.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
  },
});

/**
 * The cache holds one session's answers: when another session takes over (sign-out, another user,
 * an impersonation begun or ended) every answer but the label's branding is dropped, so the next
 * user never sees them. Wired here rather than in a component: the route loaders start reads
 * before the first render.
 */
authStore.onSessionChange(() => queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'branding' }));

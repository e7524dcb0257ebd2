import { useQuery } from '@tanstack/react-query';
import { apiBase, type Branding } from '@pubdesk/contract';
import { api } from '../api/api-client';
import { readCachedBranding, writeCachedBranding } from './branding';

export const brandingKeys = {
  check: (origin: string) => ['branding', 'check', origin] as const,
};

/**
 * POST /whitelist/check/ with the origin (public), as `useBrandingCheck` reads it and a session
 * loader starts it before the first render: both create the entry with the cached answer.
 */
export const brandingCheckQuery = (origin: string) => ({
  queryKey: brandingKeys.check(origin),
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const answer = await api.post<Branding>(`${apiBase}/whitelist/check/`, { domain: origin }, { auth: false, signal });
    writeCachedBranding(origin, answer);
    return answer;
  },
  // The cached answer shows at once; being dated 0 it is stale, so the check still runs.
  initialData: () => readCachedBranding(origin),
  initialDataUpdatedAt: 0,
  staleTime: 10 * 60_000,
  retry: 1,
});

/** The white-label check of the current origin. */
export const useBrandingCheck = (origin: string) => useQuery(brandingCheckQuery(origin));

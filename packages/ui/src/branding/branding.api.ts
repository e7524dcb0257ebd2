import { useQuery } from '@tanstack/react-query';
import { apiBase, type Branding } from '@pubdesk/contract';
import { api } from '../api/api-client';
import { readCachedBranding, writeCachedBranding } from './branding';

export const brandingKeys = {
  check: (origin: string) => ['branding', 'check', origin] as const,
};

/** POST /whitelist/check/ with the current origin (public). */
export function useBrandingCheck(origin: string) {
  return useQuery({
    queryKey: brandingKeys.check(origin),
    queryFn: async ({ signal }) => {
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
}

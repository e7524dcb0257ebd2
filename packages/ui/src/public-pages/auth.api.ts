import { useQuery } from '@tanstack/react-query';
import { authEndpoints as endpoints, type BodyIn } from '@pubdesk/contract';
import { callEndpoint, endpointKey, useEndpointMutation } from '../api/endpoints';

export type KeyType = BodyIn<typeof endpoints.verifyKey>['type'];

/** POST /forgot/ {email, resend?}. */
export const useForgotPassword = () => useEndpointMutation(endpoints.forgot);

/**
 * POST /verify/ {key, type}. Verifying an account key uses it up, so the answer is kept for
 * the page's lifetime and never fetched twice.
 */
export function useVerifyKey(key: string, type: KeyType) {
  return useQuery({
    queryKey: [...endpointKey(endpoints.verifyKey), type, key],
    queryFn: () => callEndpoint(endpoints.verifyKey, { body: { key, type } }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnReconnect: false,
  });
}

/** PUT /reset/ {key, password, confirmed_password}. */
export const useResetPassword = () => useEndpointMutation(endpoints.reset);

/** POST /registration/. */
export const useRegister = () => useEndpointMutation(endpoints.register);

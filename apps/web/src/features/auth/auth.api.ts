import { useMutation, useQuery } from '@tanstack/react-query';
import { authBase, type Detail, type RegistrationRequest, type TokenRequest } from '@pubdesk/contract';
import { api } from '../../lib/api-client';
import { login } from '../../lib/auth/session';

export type KeyType = 'account' | 'reset';

export const authKeys = {
  all: ['auth'] as const,
  verifyKey: (key: string, type: KeyType) => [...authKeys.all, 'verify', type, key] as const,
};

/** POST /token/: signs in (see lib/auth/session). */
export function useLogin() {
  return useMutation({ mutationFn: (credentials: TokenRequest) => login(credentials) });
}

/** POST /forgot/ {email, resend?}. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (request: { email: string; resend?: boolean }) =>
      api.post<Detail>(`${authBase}/forgot/`, request, { auth: false }),
  });
}

/**
 * POST /verify/ {key, type}. Verifying an account key uses it up, so the answer is kept for
 * the page's lifetime and never fetched twice.
 */
export function useVerifyKey(key: string, type: KeyType) {
  return useQuery({
    queryKey: authKeys.verifyKey(key, type),
    queryFn: () => api.post<Detail>(`${authBase}/verify/`, { key, type }, { auth: false }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnReconnect: false,
  });
}

/** PUT /reset/ {key, password, confirmed_password}. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (request: { key: string; password: string; confirmed_password: string }) =>
      api.put<Detail>(`${authBase}/reset/`, request, { auth: false }),
  });
}

/** POST /registration/. */
export function useRegister() {
  return useMutation({
    mutationFn: (request: RegistrationRequest) => api.post<Detail>(`${authBase}/registration/`, request, { auth: false }),
  });
}

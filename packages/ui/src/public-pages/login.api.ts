import { useMutation } from '@tanstack/react-query';
import type { TokenRequest } from '@pubdesk/contract';
import { login } from '../auth/session';

/**
 * POST /token/: signs in (see auth/session). Kept apart from auth.api so the login page,
 * the first page most visitors load, does not pull in the endpoint declarations and their
 * schemas (zod) that the other auth screens use.
 */
export function useLogin() {
  return useMutation({ mutationFn: (credentials: TokenRequest) => login(credentials) });
}

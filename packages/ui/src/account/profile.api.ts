import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiBase,
  authEndpoints,
  bankAccountEndpoints,
  fillPath,
  profileEndpoints,
  userEndpoints,
  type BankAccount,
  type BodyIn,
  type ResponseOf,
} from '@pubdesk/contract';
import { api, ApiError, callEndpoint, endpointKey, invalidateAfter, useEndpointMutation, useEndpointQuery } from '../api';
import { authStore } from '../auth';

/** GET /profiles/{id}/ (a profile's id is its user's id). */
export const useProfile = (userId: number) => useEndpointQuery(profileEndpoints.get, { params: { id: userId } });

/** GET /users/{id}/ (under the users' cache root: a change to the user refreshes it). */
export const useUser = (userId: number) => useEndpointQuery(userEndpoints.get, { params: { id: userId } });

/** PATCH /profiles/{id}/ with names and contact details, or staff's role, groups and verification. */
export const useUpdateProfile = (userId: number) => useEndpointMutation(profileEndpoints.update, { params: { id: userId } });

/**
 * PATCH /profiles/{id}/ multipart, field `image` (the declaration's JSON body does not describe a
 * file, so the form is sent to the declared path as it is).
 */
export function useUploadProfileImage(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return api.patch<ResponseOf<typeof profileEndpoints.update>>(apiBase + fillPath(profileEndpoints.update.path, { id: userId }), form);
    },
    onSuccess: () => void invalidateAfter(client, profileEndpoints.update),
  });
}

/** PUT /auth/user/email/ {user, email, email_confirm, password}: `password` is the signed-in user's own. */
export const useChangeEmail = () => useEndpointMutation(authEndpoints.changeEmail);

/** The answer to a password change: changing your own ends every session and hands back a new pair. */
export type PasswordChanged = ResponseOf<typeof authEndpoints.changePassword>;

/**
 * PUT /auth/user/password/ {user, old_password, new_password, confirmed_password}: `old_password`
 * is the signed-in user's own, also when the account is someone else's.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (request: BodyIn<typeof authEndpoints.changePassword>) => callEndpoint(authEndpoints.changePassword, { body: request }),
    onSuccess: (answer) => {
      if (answer.access && answer.refresh) authStore.replaceTokens({ access: answer.access, refresh: answer.refresh });
    },
  });
}

/** GET /bankaccounts/{id}/; a user without bank details yet (404) gets an empty form. */
export function useBankAccount(userId: number) {
  const locator = { params: { id: userId } };
  return useQuery({
    queryKey: endpointKey(bankAccountEndpoints.get, locator),
    queryFn: async ({ signal }): Promise<BankAccount | null> => {
      try {
        return await callEndpoint(bankAccountEndpoints.get, locator, signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** PUT /bankaccounts/{id}/. */
export const useUpdateBankAccount = (userId: number) => useEndpointMutation(bankAccountEndpoints.replace, { params: { id: userId } });

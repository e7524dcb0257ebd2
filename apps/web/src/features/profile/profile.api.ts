import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiBase,
  authBase,
  type BankAccount,
  type BankAccountUpdate,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  type Detail,
  type Profile,
  type ProfileUpdate,
  type TokenPair,
  type User,
} from '@pubdesk/contract';
import { api, ApiError } from '../../lib/api-client';
import { authStore } from '../../lib/auth/auth-store';

export const profileKeys = {
  all: ['profile'] as const,
  profile: (userId: number) => [...profileKeys.all, 'profile', userId] as const,
  user: (userId: number) => [...profileKeys.all, 'user', userId] as const,
  bank: (userId: number) => [...profileKeys.all, 'bank', userId] as const,
};

/** GET /profiles/{id}/ (a profile's id is its user's id). */
export function useProfile(userId: number) {
  return useQuery({
    queryKey: profileKeys.profile(userId),
    queryFn: ({ signal }) => api.get<Profile>(`${apiBase}/profiles/${userId}/`, { signal }),
  });
}

/** GET /users/{id}/. */
export function useUser(userId: number) {
  return useQuery({
    queryKey: profileKeys.user(userId),
    queryFn: ({ signal }) => api.get<User>(`${apiBase}/users/${userId}/`, { signal }),
  });
}

/** PATCH /profiles/{id}/ with names and contact details. */
export function useUpdateProfile(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => api.patch<Profile>(`${apiBase}/profiles/${userId}/`, update),
    onSuccess: (profile) => {
      client.setQueryData(profileKeys.profile(userId), profile);
      void client.invalidateQueries({ queryKey: profileKeys.user(userId) });
    },
  });
}

/** PATCH /profiles/{id}/ multipart, field `image`. */
export function useUploadProfileImage(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return api.patch<Profile>(`${apiBase}/profiles/${userId}/`, form);
    },
    onSuccess: (profile) => {
      client.setQueryData(profileKeys.profile(userId), profile);
      void client.invalidateQueries({ queryKey: profileKeys.user(userId) });
    },
  });
}

/** PUT /auth/user/email/ {user, email, email_confirm, password}: `password` is the signed-in user's own. */
export function useChangeEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ChangeEmailRequest) =>
      api.put<Detail>(`${authBase}/user/email/`, request),
    onSuccess: (_answer, request) => void client.invalidateQueries({ queryKey: profileKeys.user(request.user) }),
  });
}

/** The answer to a password change: changing your own ends every session and hands back a new pair. */
export type PasswordChanged = Detail & Partial<TokenPair>;

/**
 * PUT /auth/user/password/ {user, old_password, new_password, confirmed_password}: `old_password`
 * is the signed-in user's own, also when the account is someone else's.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) =>
      api.put<PasswordChanged>(`${authBase}/user/password/`, request),
    onSuccess: (answer) => {
      if (answer.access && answer.refresh) authStore.replaceTokens({ access: answer.access, refresh: answer.refresh });
    },
  });
}

/** GET /bankaccounts/{id}/; a user without bank details yet (404) gets an empty form. */
export function useBankAccount(userId: number) {
  return useQuery({
    queryKey: profileKeys.bank(userId),
    queryFn: async ({ signal }): Promise<BankAccount | null> => {
      try {
        return await api.get<BankAccount>(`${apiBase}/bankaccounts/${userId}/`, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** PUT /bankaccounts/{id}/. */
export function useUpdateBankAccount(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: BankAccountUpdate) => api.put<BankAccount>(`${apiBase}/bankaccounts/${userId}/`, update),
    onSuccess: (account) => client.setQueryData(profileKeys.bank(userId), account),
  });
}

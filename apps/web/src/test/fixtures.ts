import type { Role, User } from '@pubdesk/contract';
import { authStore } from '../lib/auth/auth-store';
import { fakeJwt, grantPermissions } from './render';

/** Shared test data for the screens' component tests. */

/** DRF's list envelope around one page of results. */
export const listOf = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

/**
 * Signs a user of the role in (a token the console accepts, valid until 2033), holding these
 * permissions as far as the screens' `useCan` is concerned.
 */
export function signInAs(role: Role, id = 1, permissions: string[] = []): void {
  grantPermissions(permissions);
  const user = {
    id,
    username: role,
    first_name: 'A',
    last_name: 'B',
    email: 'a@example.com',
    role,
    is_verified: true,
    profile_image: null,
  };
  authStore.signIn({ access: fakeJwt({ user, exp: 2_000_000_000 }), refresh: 'refresh' });
}

/** A user record as `/users/` answers it. */
export function person(id: number, username: string, first: string, last: string, role: Role): User {
  return {
    id,
    username,
    first_name: first,
    last_name: last,
    email: `${username}@example.com`,
    role,
    is_active: true,
    is_verified: true,
    last_login: null,
    profile_image: null,
    display_language: 'en',
    date_joined: '2025-01-01T00:00:00Z',
  };
}

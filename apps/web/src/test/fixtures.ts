import type { Role, User } from '@pubdesk/contract';

/** Shared test data for the screens' component tests. */

export { listOf, signInAs } from '@pubdesk/ui/testing';

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

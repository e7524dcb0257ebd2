import type { Role } from '@pubdesk/contract';
import { authStore } from '../auth/auth-store';
import { fakeJwt, grantPermissions } from './fake-fetch';

/**
 * Signs a user of the role in (a token the apps accept, valid until 2033), holding these
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

import type { TokenUser } from '@pubdesk/contract';

/**
 * Structural check of the `user` object a token carries. The token comes from our own server,
 * so a cheap shape check is enough here and keeps the schema library off the login page.
 */
export function isTokenUser(value: unknown): value is TokenUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'number' &&
    typeof user.username === 'string' &&
    typeof user.first_name === 'string' &&
    typeof user.last_name === 'string' &&
    typeof user.email === 'string' &&
    typeof user.role === 'string' &&
    typeof user.is_verified === 'boolean' &&
    (user.profile_image === null || typeof user.profile_image === 'string')
  );
}

import type { Permission, Role, TokenUser } from '@pubdesk/contract';

/** Who is calling, as the auth plugin sets it on every request (null: nobody signed in). */
export interface AuthContext {
  user: TokenUser;
  /** The impersonating staff user's id, when this session is an impersonation. */
  actorId: number | null;
  /**
   * The staff user whose row scope bounds this request beside the user's own: the impersonating
   * staff user, or the maker of a key made for someone else. An impersonation sees at most what
   * its staff user sees (assignments.scope.ts).
   */
  scopeActor?: { id: number; role: Role } | null;
  /** The impersonated session's id (the token's `sid`), when it has one: what its End ends. */
  impersonationId?: number | null;
  /** The API key's id, when the request came with `Authorization: Api-Key`. */
  apiKeyId: number | null;
  /**
   * The codenames an API key is limited to (null or absent: a session, or a key with an empty
   * list). `can` applies it already; `keyAllows` reads it for a user's own records, which need
   * no permission of a session but must be on a limited key's list.
   */
  keyPermissions?: ReadonlySet<string> | null;
  can(permission: Permission): boolean;
}

/**
 * Whether the API key behind the request (if any) lists the permission. What a signed-in user
 * may do to their own records (profile, user row, bank account) needs no codename, but a key
 * limited to some codenames may only do what they name (docs/decisions.md).
 */
export const keyAllows = (auth: AuthContext, permission: Permission): boolean =>
  !auth.keyPermissions || auth.keyPermissions.has(permission);

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** Set when a bearer token or API key was sent but did not verify, or its user (or key) is suspended. */
    authError: 'invalid' | 'disabled' | 'key_disabled' | null;
  }
}

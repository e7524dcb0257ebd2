import type { ApiKeyStatus, Permission, Role, TokenUser } from '@pubdesk/contract';

/*
 * What the auth plugin needs to learn who is calling, as interfaces: the plugin stands below the
 * modules, so it is handed their implementations (tokens from auth, the resolver from access,
 * the key lookup from api-keys, the ended sessions from impersonation) by the wiring instead of
 * importing them.
 */

/** An access token's payload: the user, and for an impersonated session the staff user behind it. */
export interface AccessClaims {
  user: TokenUser;
  /** RFC 8693 actor: the staff user behind an impersonated session. */
  act?: { sub: string };
  /** An impersonated session's id (its impersonation key's row): ending it refuses the token. */
  sid?: number;
}

/** Verified claims, with when the token was issued (Unix ms): a suspension revokes older tokens. */
export type VerifiedClaims = AccessClaims & { issuedAtMs: number };

export interface TokenVerifier {
  /** The claims of a valid access token, or null when it is malformed, forged or expired. */
  verify(token: string): Promise<VerifiedClaims | null>;
}

export interface TokenSigner extends TokenVerifier {
  sign(claims: AccessClaims): Promise<string>;
}

/** What a user may do right now, read from the database (not from the token). */
export interface AccessState {
  role: Role;
  active: boolean;
  /** Access tokens issued at or before this moment (Unix ms) are dead: the user was suspended since. */
  revokedUpTo: number | null;
  permissions: ReadonlySet<Permission>;
}

/** Answers a user's current access; `forgetAll` (when given) drops any cache after a write. */
export interface CallerResolver {
  resolve(userId: number): Promise<AccessState | null>;
  /** The user's groups and exceptions on top of another role's defaults. */
  asRole(userId: number, role: Role): Promise<AccessState>;
  forgetAll?(): void;
}

/** The resolver the app runs: it caches while it listens for access changes between start and stop. */
export interface AccessResolver extends CallerResolver {
  forgetAll(): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Waits until every access change committed before the call has reached this process. */
  settle(): Promise<void>;
}

/** An API key found by its value: its owner, state and the codenames it is limited to. */
export interface FoundApiKey {
  id: number;
  status: ApiKeyStatus;
  /** Who made it (null for keys from before this was kept); someone else's is a standing impersonation. */
  createdBy: number | null;
  permissions: string[];
  user: TokenUser;
}

/** Finds the key an `Authorization: Api-Key <key>` header names; null when there is none. */
export type ApiKeyLookup = (key: string) => Promise<FoundApiKey | null>;

/** Impersonated sessions ended before their token expired (the impersonation module's keys). */
export interface ImpersonationSessions {
  /**
   * Whether an impersonated session is over: the session a token's `sid` names was ended (null: a
   * token from before sessions had ids), or its user is no longer in its staff user's scope (an
   * assignment removed since).
   */
  isOver(session: { id: number | null; actor: { id: number; role: Role }; userId: number }): Promise<boolean>;
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { impersonableRoles, type TokenUser } from '@pubdesk/contract';
import type { AccessResolver, Permission } from '../modules/access/index.js';
import type { TokenSigner } from '../modules/auth/tokens.js';

export interface AuthContext {
  user: TokenUser;
  /** The impersonating staff user's id, when this session is an impersonation. */
  actorId: number | null;
  can(permission: Permission): boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** Set when a bearer token was sent but did not verify, or its user is now suspended. */
    authError: 'invalid' | 'disabled' | null;
  }
}

/**
 * Reads `Authorization: Bearer <access>` on every request into `request.auth`. The token says
 * who is calling; the database says what they may do now (role, suspension, groups, exceptions).
 */
export function registerAuth(app: FastifyInstance, tokens: TokenSigner, resolver: AccessResolver): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('authError', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header) return;
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) {
      request.authError = 'invalid';
      return;
    }
    const claims = await tokens.verify(token);
    if (!claims) {
      request.authError = 'invalid';
      return;
    }
    const state = await resolver.resolve(claims.user.id);
    if (!state) {
      request.authError = 'invalid';
      return;
    }
    // An impersonated session ends as soon as either of its two users is suspended.
    const actorId = claims.act ? Number(claims.act.sub) : null;
    const actor = actorId !== null ? await resolver.resolve(actorId) : null;
    if (!state.active || (actorId !== null && !actor?.active)) {
      request.authError = 'disabled';
      return;
    }
    // An impersonated session is only ever a publisher's, network's or new sign-up's: one whose
    // user has since become staff is over.
    if (actorId !== null && !(impersonableRoles as readonly string[]).includes(state.role)) {
      request.authError = 'invalid';
      return;
    }
    // An impersonated pre_activation user acts as the publisher their token says (spec section 4).
    const acting = actorId !== null && state.role === 'pre_activation' && claims.user.role === 'publisher' ? await resolver.asRole(claims.user.id, 'publisher') : state;
    const permissions = acting.permissions;
    request.auth = {
      user: acting.role === claims.user.role ? claims.user : { ...claims.user, role: acting.role },
      actorId,
      can: (permission) => permissions.has(permission),
    };
  });
}

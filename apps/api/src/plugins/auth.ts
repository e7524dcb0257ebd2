import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { impersonableRoles } from '@pubdesk/contract';
import type { ApiKeyLookup, CallerResolver, ImpersonationSessions, TokenVerifier } from '../lib/auth-ports.js';
import type { AuthContext } from '../lib/auth-context.js';

export { keyAllows, type AuthContext } from '../lib/auth-context.js';

/**
 * Reads `Authorization: Bearer <access>` (or `Api-Key <key>`) on every request into
 * `request.auth`. The token or key says who is calling; the database says what they may do now
 * (role, suspension, groups, exceptions), and a key narrows that to its own permissions.
 * The verifier, resolver, key lookup and ended sessions are the auth, access, api-keys and
 * impersonation modules' (app.ts).
 */
export function registerAuth(
  app: FastifyInstance,
  tokens: TokenVerifier,
  resolver: CallerResolver,
  findApiKey?: ApiKeyLookup,
  impersonations?: ImpersonationSessions,
): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('authError', null);
  // A write may have changed someone's access: the cached head rows go before the answer does,
  // so the writer's next request (and anyone's) reads them afresh. A refused write changed
  // nothing, and must not let a flood of bad requests empty the cache for everyone.
  if (resolver.forgetAll) {
    const forgetAll = resolver.forgetAll;
    app.addHook('onSend', async (request, reply, payload) => {
      if (wroteSomething(request, reply)) forgetAll();
      return payload;
    });
  }
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header) return;
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() === 'api-key' && token && findApiKey) {
      await authenticateKey(request, token);
      return;
    }
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
    const actorId = claims.act ? Number(claims.act.sub) : null;
    const impersonationId = actorId !== null ? (claims.sid ?? null) : null;
    // An impersonated session ends as soon as either of its two users is suspended.
    const actor = actorId !== null ? await resolver.resolve(actorId) : null;
    if (!state.active || (actorId !== null && !actor?.active)) {
      request.authError = 'disabled';
      return;
    }
    // It is held to the rule that let it begin on every request: its staff user still allowed to
    // impersonate, its user still in their scope, and not ended by its End. A token without
    // `sid` comes from before sessions could end.
    if (
      actorId !== null &&
      (!actor!.permissions.has('auth.impersonate_user') ||
        (await impersonations?.isOver({ id: impersonationId, actor: { id: actorId, role: actor!.role }, userId: claims.user.id })))
    ) {
      request.authError = 'invalid';
      return;
    }
    // Suspension ended every session then: a token from before it stays dead after reactivation.
    const revoked = (s: { revokedUpTo: number | null } | null) => s?.revokedUpTo != null && claims.issuedAtMs <= s.revokedUpTo;
    if (revoked(state) || revoked(actor)) {
      request.authError = 'invalid';
      return;
    }
    // An impersonated session is only ever a publisher's, network's or new sign-up's: one whose
    // user has since become staff is over.
    if (actorId !== null && !(impersonableRoles as readonly string[]).includes(state.role)) {
      request.authError = 'invalid';
      return;
    }
    // An impersonated pre_activation user acts as the publisher their token says (docs/product-rules.md).
    const acting =
      actorId !== null && state.role === 'pre_activation' && claims.user.role === 'publisher'
        ? await resolver.asRole(claims.user.id, 'publisher')
        : state;
    const permissions = acting.permissions;
    request.auth = {
      user: acting.role === claims.user.role ? claims.user : { ...claims.user, role: acting.role },
      actorId,
      scopeActor: actorId !== null ? { id: actorId, role: actor!.role } : null,
      impersonationId,
      apiKeyId: null,
      can: (permission) => permissions.has(permission),
    };
  });

  /**
   * A key made for someone else is a standing impersonation, held to the impersonation rule on
   * every request as an impersonated session is: its maker still active and allowed to
   * impersonate, its user still a publisher, network or new sign-up in the maker's scope.
   */
  async function makerStillVouches(
    makerId: number | null,
    userId: number,
    userRole: string,
  ): Promise<{ vouches: boolean; maker: AuthContext['scopeActor'] }> {
    if (makerId === null || makerId === userId) return { vouches: true, maker: null };
    const maker = await resolver.resolve(makerId);
    if (!maker?.active || !maker.permissions.has('auth.impersonate_user') || !(impersonableRoles as readonly string[]).includes(userRole)) {
      return { vouches: false, maker: null };
    }
    // Its user still in its maker's scope (an assignment removed since ends it), as for a session.
    const actor = { id: makerId, role: maker.role };
    return { vouches: !(await impersonations?.isOver({ id: null, actor, userId })), maker: actor };
  }

  /** A key acts as its user, limited to the key's permissions; a suspended key or user is refused. */
  async function authenticateKey(request: FastifyRequest, key: string): Promise<void> {
    const found = await findApiKey!(key);
    if (!found) {
      request.authError = 'invalid';
      return;
    }
    if (found.status !== 'active') {
      request.authError = 'key_disabled';
      return;
    }
    const state = await resolver.resolve(found.user.id);
    if (!state) {
      request.authError = 'invalid';
      return;
    }
    if (!state.active) {
      request.authError = 'disabled';
      return;
    }
    const { vouches, maker } = await makerStillVouches(found.createdBy, found.user.id, state.role);
    if (!vouches) {
      request.authError = 'key_disabled';
      return;
    }
    const limit = found.permissions.length ? new Set(found.permissions) : null;
    const permissions = state.permissions;
    request.auth = {
      user: { ...found.user, role: state.role },
      actorId: null,
      scopeActor: maker,
      apiKeyId: found.id,
      keyPermissions: limit,
      can: (permission) => permissions.has(permission) && (!limit || limit.has(permission)),
    };
  }
}

/** A request that may change something (every method but the reading ones). */
export function isWrite(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
}

/**
 * A write that went through: a refused one changed nothing, nor did a POST that only reads (the
 * branding check, token verification), which anyone may send at will.
 */
export function wroteSomething(request: FastifyRequest, reply: FastifyReply): boolean {
  return isWrite(request.method) && reply.statusCode < 400 && request.routeOptions.config?.readsOnly !== true;
}

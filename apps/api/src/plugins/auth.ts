import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TokenUser } from '@pubdesk/contract';
import { effectivePermissions, type Permission } from '../modules/access/index.js';
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
    /** Set when a bearer token was sent but did not verify. */
    authError: 'invalid' | null;
  }
}

/** Reads `Authorization: Bearer <access>` on every request into `request.auth`. */
export function registerAuth(app: FastifyInstance, tokens: TokenSigner): void {
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
    const permissions = effectivePermissions(claims.user.role);
    request.auth = {
      user: claims.user,
      actorId: claims.act ? Number(claims.act.sub) : null,
      can: (permission) => permissions.has(permission),
    };
  });
}

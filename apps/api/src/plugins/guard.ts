import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { messages } from '@pubdesk/contract';
import type { Access } from '../lib/access-rule.js';
import { forbidden, notAuthenticated } from '../lib/http-errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * Needs the user's own signed-in session: neither an API key nor an impersonated session may do this
     * (make keys, impersonate, change an e-mail, a password or a bank account).
     */
    sessionOnly?: boolean;
  }
}

/** Routes that plugins register for themselves (API docs, static files) and that serve public content. */
const exemptPrefixes = ['/api/docs'];

export class MissingAccessRuleError extends Error {}

/**
 * The permission guard. Every route registered after this must declare `config.access`;
 * one that does not stops the server from starting (and so fails the test suite).
 */
export function registerGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (exemptPrefixes.some((p) => route.url.startsWith(p))) return;
    if (!route.config?.access) {
      throw new MissingAccessRuleError(`Route ${String(route.method)} ${route.url} declares no access rule (config.access)`);
    }
  });
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const rule = request.routeOptions.config.access;
    if (!rule || rule.kind === 'public') return;
    if (!request.auth) {
      if (request.authError === 'disabled') throw forbidden(messages.api.accountDisabled, 'account_disabled');
      if (request.authError === 'key_disabled') throw forbidden(messages.api.apiKeyDisabled, 'api_key_disabled');
      throw request.authError ? notAuthenticated(messages.api.tokenInvalid, 'token_not_valid') : notAuthenticated();
    }
    if (request.routeOptions.config.sessionOnly && request.auth.apiKeyId !== null)
      throw forbidden(messages.api.apiKeyNotHere, 'session_required');
    if (rule.kind === 'permission' && !request.auth.can(rule.permission)) throw forbidden();
    // The staff user behind an impersonated session must not take the account over or redirect its payouts.
    if (request.routeOptions.config.sessionOnly && request.auth.actorId !== null)
      throw forbidden(messages.api.impersonatedSession, 'impersonated_session');
  });
}

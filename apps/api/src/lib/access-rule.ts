import type { Permission } from '@pubdesk/contract';

/**
 * The access rule every route must declare in `config.access` (the guard refuses to register a
 * route without one). `public`: anyone; `authenticated`: any signed-in user (or API key), the
 * service then checks ownership, and for a limited key its list (`keyAllows`); a permission: the
 * caller's effective permissions must hold it.
 */
export type Access = { kind: 'public' } | { kind: 'authenticated' } | { kind: 'permission'; permission: Permission };

export const access = {
  public: { kind: 'public' } as Access,
  authenticated: { kind: 'authenticated' } as Access,
  can: (permission: Permission): Access => ({ kind: 'permission', permission }),
};

/**
 * Written as route config: `config: allow(access.can('whitelist.view_whitelist'))`. With
 * `{ sessionOnly: true }`, a request made with an API key (403 `session_required`) or from an
 * impersonated session (403 `impersonated_session`) is refused: neither may make or reveal keys,
 * impersonate, or change the user's e-mail, password or bank account.
 */
export const allow = (rule: Access, opts: { sessionOnly?: boolean } = {}) => ({
  access: rule,
  ...(opts.sessionOnly ? { sessionOnly: true } : {}),
});

import { endpoint } from './endpoint.js';
import {
  impersonationExchangeSchema,
  impersonationRequestSchema,
  impersonationResponseSchema,
  impersonationSessionSchema,
} from './impersonation.js';

const tags = ['auth'] as const;

/**
 * Staff ask for a single-use key (valid 60 seconds, never through an API key) to open a
 * publisher's or network's session; the portal exchanges the key for an access token naming
 * the staff user as `act`.
 */
export const impersonationEndpoints = {
  start: endpoint({
    method: 'POST',
    path: '/auth/impersonation/',
    operationId: 'impersonate',
    summary: "Get a key to open a publisher's or network's session",
    tags,
    resource: 'impersonation',
    access: { permission: 'auth.impersonate_user' },
    sessionOnly: true,
    body: impersonationRequestSchema,
    response: impersonationResponseSchema,
    status: 201,
  }),
  /** The key is the credential; it is used once. */
  exchange: endpoint({
    method: 'POST',
    path: '/auth/impersonation/exchange/',
    operationId: 'exchangeImpersonationKey',
    summary: 'Exchange an impersonation key for a session',
    errors: {
      400: 'The input was refused (messages by field), or the key is not valid, used or expired (`{detail}`).',
    },
    tags,
    resource: 'impersonation',
    access: 'public',
    body: impersonationExchangeSchema,
    response: impersonationSessionSchema,
  }),
  /** The portal's End: the session's token is refused from then on, before it expires. */
  end: endpoint({
    method: 'POST',
    path: '/auth/impersonation/end/',
    operationId: 'endImpersonation',
    summary: 'End the impersonated session this token belongs to',
    description:
      "Called with the impersonated session's own access token. Its key is marked ended: every later request with the token answers 401 (`token_not_valid`).",
    errors: {
      400: 'The session is not an impersonation (`{detail}`).',
    },
    tags,
    resource: 'impersonation',
    access: 'authenticated',
    response: null,
  }),
};

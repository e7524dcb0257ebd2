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
};

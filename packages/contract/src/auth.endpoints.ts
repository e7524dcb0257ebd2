import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { detailSchema } from './common.js';
import {
  authStatusSchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  forgotRequestSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  registrationRequestSchema,
  resetRequestSchema,
  tokenPairSchema,
  tokenRequestSchema,
  verifyKeyRequestSchema,
  verifyTokenRequestSchema,
} from './auth.js';

const tags = ['auth'] as const;
/** Signing in and out, sign-up and its mails: public, and no cache entry of the console's depends on them. */
const open = { tags, resource: 'session', access: 'public' } as const;

/**
 * Sign-in, tokens, sign-up, password reset and changing one's e-mail or password
 * (`/api/auth/...`). Sign-in and reset requests are rate limited (429 with Retry-After); every
 * answer carrying a credential is sent with `Cache-Control: no-store`.
 */
export const authEndpoints = {
  token: endpoint({
    method: 'POST',
    path: '/auth/token/',
    operationId: 'obtainToken',
    ...open,
    body: tokenRequestSchema,
    response: tokenPairSchema,
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/auth/token/refresh/',
    operationId: 'refreshToken',
    ...open,
    body: refreshRequestSchema,
    response: tokenPairSchema,
  }),
  /** A POST that only reads (the console verifies before each navigation): not audited. */
  verifyToken: endpoint({
    method: 'POST',
    path: '/auth/token/verify/',
    operationId: 'verifyToken',
    ...open,
    audit: false,
    body: verifyTokenRequestSchema,
    response: z.object({}),
  }),
  logout: endpoint({
    method: 'POST',
    path: '/auth/logout/',
    operationId: 'logout',
    ...open,
    description: 'Ends every session of the user the refresh token belongs to: their refresh tokens and access tokens stop working.',
    body: logoutRequestSchema,
    response: detailSchema,
  }),
  register: endpoint({
    method: 'POST',
    path: '/auth/registration/',
    operationId: 'register',
    ...open,
    body: registrationRequestSchema,
    response: detailSchema,
    status: 201,
  }),
  /** The console reads a key's answer once per page (using an account key verifies it), under a root no write refreshes. */
  verifyKey: endpoint({
    method: 'POST',
    path: '/auth/verify/',
    operationId: 'verifyKey',
    ...open,
    resource: 'mail-keys',
    body: verifyKeyRequestSchema,
    response: detailSchema,
  }),
  forgot: endpoint({
    method: 'POST',
    path: '/auth/forgot/',
    operationId: 'forgotPassword',
    ...open,
    description:
      'The same answer for every address. At most 3 requests per address and 10 per IP in 15 minutes (then 429 with Retry-After).',
    body: forgotRequestSchema,
    response: detailSchema,
  }),
  reset: endpoint({
    method: 'PUT',
    path: '/auth/reset/',
    operationId: 'resetPassword',
    ...open,
    body: resetRequestSchema,
    response: detailSchema,
  }),
  /** User and network counts (the dashboard's tiles). */
  status: endpoint({
    method: 'GET',
    path: '/auth/status/',
    operationId: 'authStatus',
    tags,
    resource: 'auth-status',
    access: { permission: 'auth.view_status' },
    response: authStatusSchema,
  }),
  changeEmail: endpoint({
    method: 'PUT',
    path: '/auth/user/email/',
    operationId: 'changeEmail',
    tags,
    resource: 'session',
    invalidates: ['users'],
    access: 'authenticated',
    sessionOnly: true,
    description: "Needs the caller's own current password; the old address is told of the change. Not from an impersonated session.",
    body: changeEmailRequestSchema,
    response: detailSchema,
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/auth/user/password/',
    operationId: 'changePassword',
    tags,
    resource: 'session',
    access: 'authenticated',
    sessionOnly: true,
    description:
      "`old_password` is the caller's own current password. Every session of the user ends; " +
      'changing your own password returns a fresh token pair. Not from an impersonated session.',
    body: changePasswordRequestSchema,
    response: detailSchema.extend({ access: z.string().optional(), refresh: z.string().optional() }),
  }),
};

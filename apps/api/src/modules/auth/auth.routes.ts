import { z } from 'zod';
import {
  authStatusSchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  detailSchema,
  forgotRequestSchema,
  logoutRequestSchema,
  messages,
  refreshRequestSchema,
  registrationRequestSchema,
  resetRequestSchema,
  tokenPairSchema,
  tokenRequestSchema,
  verifyKeyRequestSchema,
  verifyTokenRequestSchema,
} from '@pubdesk/contract';
import type { App } from '../../app-types.js';
import { access, allow } from '../access/index.js';
import { forbidden } from '../../lib/http-errors.js';
import { whitelistService } from '../whitelist/index.js';
import { authService } from './auth.service.js';
import { credentialsService } from './credentials.service.js';

const tags = ['auth'];
const base = '/api/auth';

/** The Auth table of the spec (section 7), under /api/auth. */
export async function authRoutes(app: App): Promise<void> {
  const service = authService(app.deps);
  const credentials = credentialsService(app.deps);
  const branding = whitelistService(app.deps);

  app.post(
    `${base}/token/`,
    {
      config: allow(access.public),
      schema: { tags, operationId: 'obtainToken', body: tokenRequestSchema, response: { 200: tokenPairSchema } },
    },
    async (request) => {
      const pair = await service.login(request.body.username, request.body.password, request.ip);
      // The request had no session yet: name who signed in for the audit log.
      request.auditUserId = (await app.deps.tokens.verify(pair.access))?.user.id ?? null;
      return pair;
    },
  );

  app.post(
    `${base}/token/refresh/`,
    {
      config: allow(access.public),
      schema: { tags, operationId: 'refreshToken', body: refreshRequestSchema, response: { 200: tokenPairSchema } },
    },
    async (request) => service.refresh(request.body.refresh),
  );

  app.post(
    `${base}/token/verify/`,
    {
      // A POST that only reads (the console verifies before each navigation): not audited.
      config: { ...allow(access.public), audit: false },
      schema: { tags, operationId: 'verifyToken', body: verifyTokenRequestSchema, response: { 200: z.object({}) } },
    },
    async (request) => {
      await service.verifyToken(request.body.token);
      return {};
    },
  );

  app.post(
    `${base}/logout/`,
    {
      config: allow(access.public),
      schema: {
        tags,
        operationId: 'logout',
        description: 'Ends every session of the user the refresh token belongs to: their refresh tokens and access tokens stop working.',
        body: logoutRequestSchema,
        response: { 200: detailSchema },
      },
    },
    async (request) => {
      await service.logout(request.body.refresh);
      return { detail: messages.api.loggedOut };
    },
  );

  app.post(
    `${base}/registration/`,
    {
      config: allow(access.public),
      schema: { tags, operationId: 'register', body: registrationRequestSchema, response: { 201: detailSchema } },
    },
    async (request, reply) => {
      // The domain the request came through decides whether sign-up is open there (links in the
      // mail are built from configured origins only: see mail-links.ts).
      if (!(await branding.branding(request.hostname)).allow_signup) throw forbidden(messages.api.signupClosed, 'signup_closed');
      await service.register(request.body, request.hostname);
      return reply.status(201).send({ detail: messages.api.registered });
    },
  );

  app.post(
    `${base}/verify/`,
    {
      config: allow(access.public),
      schema: { tags, operationId: 'verifyKey', body: verifyKeyRequestSchema, response: { 200: detailSchema } },
    },
    async (request) => ({ detail: await service.verifyKey(request.body) }),
  );

  app.post(
    `${base}/forgot/`,
    {
      config: allow(access.public),
      schema: {
        tags,
        operationId: 'forgotPassword',
        description: 'The same answer for every address. At most 3 requests per address and 10 per IP in 15 minutes (then 429 with Retry-After).',
        body: forgotRequestSchema,
        response: { 200: detailSchema },
      },
    },
    async (request) => {
      await service.forgot(request.body.email, { ip: request.ip, host: request.hostname });
      return { detail: messages.api.forgotSent };
    },
  );

  app.put(
    `${base}/reset/`,
    {
      config: allow(access.public),
      schema: { tags, operationId: 'resetPassword', body: resetRequestSchema, response: { 200: detailSchema } },
    },
    async (request) => {
      await service.reset(request.body);
      return { detail: messages.api.passwordReset };
    },
  );

  app.get(
    `${base}/status/`,
    {
      config: allow(access.can('auth.view_status')),
      schema: { tags, operationId: 'authStatus', response: { 200: authStatusSchema } },
    },
    async () => service.status(),
  );

  app.put(
    `${base}/user/email/`,
    {
      config: allow(access.authenticated, { sessionOnly: true }),
      schema: {
        tags,
        operationId: 'changeEmail',
        description: 'Needs the caller\'s own current password; the old address is told of the change. Not from an impersonated session.',
        body: changeEmailRequestSchema,
        response: { 200: detailSchema },
      },
    },
    async (request) => {
      await credentials.changeEmail(request.auth!, request.body, { ip: request.ip, host: request.hostname });
      return { detail: messages.api.emailChanged };
    },
  );

  app.put(
    `${base}/user/password/`,
    {
      config: allow(access.authenticated, { sessionOnly: true }),
      schema: {
        tags,
        operationId: 'changePassword',
        description:
          "`old_password` is the caller's own current password. Every session of the user ends; changing your own password returns a fresh token pair. Not from an impersonated session.",
        body: changePasswordRequestSchema,
        response: { 200: detailSchema.extend({ access: z.string().optional(), refresh: z.string().optional() }) },
      },
    },
    async (request) => {
      const pair = await credentials.changePassword(request.auth!, request.body, { ip: request.ip, host: request.hostname });
      return { detail: messages.api.passwordChanged, ...(pair ?? {}) };
    },
  );
}

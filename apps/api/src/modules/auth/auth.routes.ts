import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
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
import { authService, type MailContext } from './auth.service.js';

const tags = ['auth'];
const base = '/api/auth';

/** The Auth table of the spec (section 7), under /api/auth. */
export async function authRoutes(app: App): Promise<void> {
  const service = authService(app.deps);
  const branding = whitelistService(app.deps);

  /** Links in mail point at the console the request came through, branded as it is. */
  async function mailContext(request: FastifyRequest): Promise<MailContext & { allowSignup: boolean }> {
    const brand = await branding.branding(request.hostname);
    return { origin: `${request.protocol}://${request.host}`, product: brand.company_name, allowSignup: brand.allow_signup };
  }

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
      schema: { tags, operationId: 'logout', body: logoutRequestSchema, response: { 200: detailSchema } },
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
      const mail = await mailContext(request);
      if (!mail.allowSignup) throw forbidden(messages.api.signupClosed, 'signup_closed');
      await service.register(request.body, mail);
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
      schema: { tags, operationId: 'forgotPassword', body: forgotRequestSchema, response: { 200: detailSchema } },
    },
    async (request) => {
      await service.forgot(request.body.email, await mailContext(request));
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
      schema: { tags, operationId: 'changeEmail', body: changeEmailRequestSchema, response: { 200: detailSchema } },
    },
    async (request) => {
      await service.changeEmail(request.auth!, request.body);
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
        description: 'Every session of the user ends; changing your own password returns a fresh token pair.',
        body: changePasswordRequestSchema,
        response: { 200: detailSchema.extend({ access: z.string().optional(), refresh: z.string().optional() }) },
      },
    },
    async (request) => {
      const pair = await service.changePassword(request.auth!, request.body);
      return { detail: messages.api.passwordChanged, ...(pair ?? {}) };
    },
  );
}

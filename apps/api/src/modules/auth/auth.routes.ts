import { authEndpoints as endpoints, format, messages } from '@pubdesk/contract';
import { createAddressLimit } from '../../lib/address-limit.js';
import { tooManyRequests } from '../../lib/http-errors.js';
import type { App } from '../../lib/fastify-app.js';
import { handle } from '../../lib/endpoint.js';
import { authService } from './auth.service.js';
import { credentialsService } from './credentials.service.js';
import { twoFactorRoutes } from './two-factor.routes.js';

/** Sign-in, tokens, sign-up, password reset and credential changes, under /api/auth. */
export async function authRoutes(app: App): Promise<void> {
  const service = authService(app.deps);
  const credentials = credentialsService(app.deps);
  const origin = (request: { ip: string; hostname: string }) => ({ ip: request.ip, host: request.hostname });
  // Each sign-up hashes a password (scrypt: tens of ms and 32 MB) and sends a mail: five from an
  // address, then one every two minutes.
  const signUps = createAddressLimit({ perSecond: 1 / 120, burst: 5 });

  handle(app, endpoints.token, async ({ body, request }) => {
    const { userId, answer } = await service.login(body.username, body.password, request.ip);
    // The request had no session yet: name who signed in for the audit log.
    request.auditUserId = userId;
    return answer;
  });
  handle(app, endpoints.refresh, ({ body }) => service.refresh(body.refresh));
  handle(app, endpoints.verifyToken, async ({ body }) => {
    await service.verifyToken(body.token);
    return {};
  });
  handle(app, endpoints.logout, async ({ body }) => {
    await service.logout(body.refresh);
    return { detail: messages.api.loggedOut };
  });
  handle(app, endpoints.register, async ({ body, request }) => {
    await service.register(body, request.hostname, () => {
      const wait = signUps.take(request.ip);
      if (wait > 0) throw tooManyRequests(format(messages.api.signupThrottled, { minutes: Math.ceil(wait / 60) }), wait);
    });
    return { detail: messages.api.registered };
  });
  handle(app, endpoints.verifyKey, async ({ body }) => ({ detail: await service.verifyKey(body) }));
  handle(app, endpoints.forgot, async ({ body, request }) => {
    await service.forgot(body.email, origin(request));
    return { detail: messages.api.forgotSent };
  });
  handle(app, endpoints.reset, async ({ body }) => {
    await service.reset(body);
    return { detail: messages.api.passwordReset };
  });
  handle(app, endpoints.changeEmail, async ({ auth, body, request }) => {
    await credentials.changeEmail(auth, body, origin(request));
    return { detail: messages.api.emailChanged };
  });
  handle(app, endpoints.changePassword, async ({ auth, body, request }) => {
    const pair = await credentials.changePassword(auth, body, origin(request));
    return { detail: messages.api.passwordChanged, ...(pair ?? {}) };
  });
  await twoFactorRoutes(app);
}

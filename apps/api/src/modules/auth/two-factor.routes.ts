import { messages, twoFactorEndpoints as endpoints } from '@pubdesk/contract';
import type { App } from '../../lib/fastify-app.js';
import { handle } from '../../lib/endpoint.js';
import { twoFactorService } from './two-factor.service.js';
import { twoFactorSignIn } from './two-factor.sign-in.js';

/** Two-factor sign-in: one's own 2FA, the sign-in's second step, an admin's reset and the Security setting. */
export async function twoFactorRoutes(app: App): Promise<void> {
  const service = twoFactorService(app.deps);
  const signIn = twoFactorSignIn(app.deps);
  const origin = (request: { ip: string; hostname: string }) => ({ ip: request.ip, host: request.hostname });

  handle(app, endpoints.status, ({ auth }) => service.status(auth));
  handle(app, endpoints.setup, ({ auth, body, request }) => service.setup(auth, body.password, origin(request)));
  handle(app, endpoints.confirm, ({ auth, body, request }) => service.confirm(auth, body.code, request.ip));
  handle(app, endpoints.regenerate, ({ auth, body, request }) => service.regenerate(auth, body, request.ip));
  handle(app, endpoints.disable, async ({ auth, body, request }) => {
    await service.disable(auth, body, request.ip);
    return { detail: messages.twoFactor.api.turnedOff };
  });

  handle(app, endpoints.signIn, async ({ body, request }) => {
    const { userId, answer } = await signIn.signIn(body, request.ip);
    // The request had no session yet: name who signed in for the audit log.
    request.auditUserId = userId;
    return answer;
  });
  handle(app, endpoints.enrolSetup, ({ body, request }) => signIn.enrolSetup(body.mfa_token, request.hostname));
  handle(app, endpoints.enrolConfirm, async ({ body, request }) => {
    const { userId, answer } = await signIn.enrolConfirm(body.mfa_token, body.code, request.ip);
    request.auditUserId = userId;
    return answer;
  });

  handle(app, endpoints.userStatus, ({ auth, params }) => service.userStatus(auth, params.id));
  handle(app, endpoints.userReset, async ({ auth, params, request }) => {
    await service.reset(auth, params.id, request.hostname);
    return { detail: messages.twoFactor.api.resetDone };
  });
  handle(app, endpoints.settings, () => service.settings());
  handle(app, endpoints.saveSettings, ({ auth, body }) => service.saveSettings(auth, body));
}

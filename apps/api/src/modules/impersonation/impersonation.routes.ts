import { impersonationEndpoints as endpoints } from '@pubdesk/contract';
import type { App } from '../../lib/fastify-app.js';
import { handle } from '../../lib/endpoint.js';
import { impersonationService } from './impersonation.service.js';

/** `/auth/impersonation/`: a staff user's single-use key, its exchange for a session, and the session's end. */
export async function impersonationRoutes(app: App): Promise<void> {
  const service = impersonationService(app.deps);

  handle(app, endpoints.start, ({ auth, body }) => service.start(auth, body.user_id));
  handle(app, endpoints.exchange, async ({ body, request }) => {
    const session = await service.exchange(body.key);
    // The request had no session: the log names the user and the staff user behind it.
    request.auditUserId = session.userId;
    request.auditImpersonatorId = session.actorId;
    return { access: session.access };
  });
  handle(app, endpoints.end, ({ auth }) => service.end(auth));
}

import { z } from 'zod';
import { access, allow } from '../../lib/access-rule.js';
import type { App } from '../../lib/fastify-app.js';

const statusSchema = z.object({ status: z.string() });

/**
 * Liveness (the process answers) and readiness (the database answers). Registered by hand: the
 * probes live outside /api and readiness answers 503 with its own body.
 */
export async function healthRoutes(app: App): Promise<void> {
  app.get(
    '/healthz',
    { config: allow(access.public), schema: { tags: ['health'], operationId: 'healthz', response: { 200: statusSchema } } },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/readyz',
    {
      config: allow(access.public),
      schema: { tags: ['health'], operationId: 'readyz', response: { 200: statusSchema, 503: statusSchema } },
    },
    async (_request, reply) => {
      try {
        await app.deps.database.query('select 1');
        return { status: 'ok' };
      } catch {
        return reply.status(503).send({ status: 'database unavailable' });
      }
    },
  );
}

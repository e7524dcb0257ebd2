import { z } from 'zod';
import type { App } from '../../app-types.js';
import { access, allow } from '../access/index.js';

const statusSchema = z.object({ status: z.string() });

/** Liveness (the process answers) and readiness (the database answers). */
export async function healthRoutes(app: App): Promise<void> {
  app.get(
    '/healthz',
    { config: allow(access.public), schema: { tags: ['health'], operationId: 'healthz', response: { 200: statusSchema } } },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/readyz',
    { config: allow(access.public), schema: { tags: ['health'], operationId: 'readyz', response: { 200: statusSchema, 503: statusSchema } } },
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

import { z } from 'zod';
import { access, allow } from '../../lib/access-rule.js';
import type { App } from '../../lib/fastify-app.js';
import { healthRepo } from './health.repo.js';

const statusSchema = z.object({ status: z.string() });

/**
 * Liveness (the process answers) and readiness (the database answers). Registered by hand: the
 * probes live outside /api and readiness answers 503 with its own body.
 */
export async function healthRoutes(app: App): Promise<void> {
  const repo = healthRepo(app.deps.database);
  app.get(
    '/healthz',
    {
      config: allow(access.public),
      schema: { tags: ['health'], operationId: 'healthz', summary: 'Check that the server is up', response: { 200: statusSchema } },
    },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/readyz',
    {
      config: allow(access.public),
      schema: {
        tags: ['health'],
        operationId: 'readyz',
        summary: 'Check that the server can reach its database',
        response: { 200: statusSchema, 503: statusSchema },
      },
    },
    async (_request, reply) => {
      try {
        await repo.ping();
        return { status: 'ok' };
      } catch {
        return reply.status(503).send({ status: 'database unavailable' });
      }
    },
  );
}

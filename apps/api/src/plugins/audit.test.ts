import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAudit } from './audit.js';

describe('the audit log', () => {
  it('answers a committed write as done when its entry cannot be written, and logs the entry', async () => {
    const logged: Array<Record<string, unknown>> = [];
    const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } } });
    registerAudit(app, async () => {
      throw new Error('the audit table refused the row');
    });
    app.post('/api/things/', { schema: { tags: ['things'], operationId: 'createThing' } }, async (_request, reply) =>
      reply.code(201).send({ id: 7 }),
    );
    const res = await app.inject({ method: 'POST', url: '/api/things/', payload: {} });
    expect([res.statusCode, res.json()]).toEqual([201, { id: 7 }]);
    expect(logged).toMatchObject([
      { msg: 'audit entry not written', audit: { service: 'things', action: 'createThing', data: { id: 7 } } },
    ]);
    await app.close();
  });
});

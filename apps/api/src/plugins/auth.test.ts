import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CallerResolver, TokenVerifier } from '../lib/auth-ports.js';
import { registerAuth } from './auth.js';

describe('the access cache after a write', () => {
  it('is dropped by a write that went through, not by a refused one, a read or a POST that only reads', async () => {
    let forgotten = 0;
    const resolver = { resolve: async () => null, forgetAll: () => void forgotten++ } as unknown as CallerResolver;
    const tokens = { verify: () => null } as unknown as TokenVerifier;
    const app = Fastify();
    registerAuth(app, tokens, resolver);
    app.post('/ok', async (_request, reply) => reply.code(201).send({}));
    app.post('/refused', async (_request, reply) => reply.code(400).send({ field: ['bad'] }));
    app.get('/read', async () => ({}));
    // A POST that only reads (the branding check, token verification) may be sent at will.
    app.post('/check', { config: { readsOnly: true } }, async () => ({}));
    await app.ready();
    for (const [method, url] of [
      ['POST', '/refused'],
      ['GET', '/read'],
      ['POST', '/check'],
      ['POST', '/ok'],
      ['POST', '/refused'],
    ] as const) {
      await app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    }
    expect(forgotten).toBe(1);
    await app.close();
  });
});

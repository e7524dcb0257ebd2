import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { z } from 'zod';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { crudEndpoints, endpoint, idParamSchema, pageQuerySchema, successStatus, type Permission } from '@pubdesk/contract';
import { handle, handleEach } from '../src/lib/endpoint.js';
import { registerGuard } from '../src/plugins/guard.js';
import { registerErrorHandling } from '../src/plugins/errors.js';
import type { App } from '../src/lib/fastify-app.js';

/**
 * The endpoint kit on a bare server: a declaration becomes a route with its schema, its access
 * rule (the real guard), its operation id and its success status; PUT and PATCH share a handler.
 */
const item = z.object({ id: z.number().int(), name: z.string() });
const input = z.object({ name: z.string().min(1).max(20) });
/** The things' declaration but for their permissions: with a delete permission or without. */
const thingSpec = {
  resource: 'things',
  path: '/things/',
  tags: ['things'],
  names: { one: 'Thing', many: 'Things' },
  label: { one: 'a thing', many: 'things' },
  item,
  input,
  patch: input.partial(),
  query: pageQuerySchema,
  params: idParamSchema,
} as const;
const things = crudEndpoints({
  ...thingSpec,
  permissions: { view: 'websites.view_tag', add: 'websites.add_tag', change: 'websites.change_tag', delete: 'websites.delete_tag' },
});
const hello = endpoint({
  method: 'GET',
  path: '/hello/',
  operationId: 'hello',
  summary: 'Say hello',
  tags: ['things'],
  resource: 'hello',
  access: 'public',
  response: z.object({ signedIn: z.boolean() }),
});
const mine = endpoint({
  method: 'POST',
  path: '/mine/',
  operationId: 'mine',
  summary: 'Get my own id',
  tags: ['things'],
  resource: 'mine',
  access: 'authenticated',
  sessionOnly: true,
  response: z.object({ user: z.number() }),
});

let app: App;
const rows = new Map<number, { id: number; name: string }>();
let nextId = 1;

beforeAll(async () => {
  app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // The caller comes from headers here: `x-can` lists permissions, `x-key` marks an API key.
  app.decorateRequest('auth', null);
  app.decorateRequest('authError', null);
  app.addHook('onRequest', async (request) => {
    const can = request.headers['x-can'];
    if (typeof can !== 'string') return;
    const held = new Set(can.split(',').filter(Boolean));
    request.auth = {
      user: {
        id: 7,
        username: 'u',
        first_name: '',
        last_name: '',
        email: 'u@example.com',
        role: 'admin',
        is_verified: true,
        profile_image: null,
      },
      actorId: null,
      apiKeyId: request.headers['x-key'] ? 1 : null,
      can: (p: Permission) => held.has(p),
    } as typeof request.auth;
  });
  registerGuard(app);
  handle(app, things.list, ({ query }) => ({
    count: rows.size,
    next: null,
    previous: null,
    results: [...rows.values()].slice(0, query.limit ?? 50),
  }));
  handle(app, things.get, ({ params }) => rows.get(params.id) ?? { id: 0, name: 'none' });
  handle(app, things.create, ({ body }) => {
    const row = { id: nextId++, name: body.name };
    rows.set(row.id, row);
    return row;
  });
  handleEach(app, [things.replace, things.update], ({ params, body }) => {
    const row = { id: params.id, name: body.name ?? rows.get(params.id)?.name ?? '' };
    rows.set(row.id, row);
    return row;
  });
  handle(app, things.remove, ({ params }) => {
    rows.delete(params.id);
  });
  handle(app, hello, ({ auth }) => ({ signedIn: auth !== null }));
  handle(app, mine, ({ auth }) => ({ user: auth.user.id }));
  await app.ready();
});
afterAll(() => app.close());

const all = 'websites.view_tag,websites.add_tag,websites.change_tag,websites.delete_tag';

describe('crudEndpoints', () => {
  it('declares the six endpoints with DRF paths, operation ids and statuses', () => {
    expect(Object.values(things).map((e) => [e.method, e.path, e.operationId, successStatus(e)])).toEqual([
      ['GET', '/things/', 'listThings', 200],
      ['GET', '/things/:id/', 'getThing', 200],
      ['POST', '/things/', 'createThing', 201],
      ['PUT', '/things/:id/', 'replaceThing', 200],
      ['PATCH', '/things/:id/', 'updateThing', 200],
      ['DELETE', '/things/:id/', 'deleteThing', 204],
    ]);
  });

  it('leaves out the delete when no delete permission is named', () => {
    const noDelete = crudEndpoints({
      ...thingSpec,
      permissions: { view: 'websites.view_tag', add: 'websites.add_tag', change: 'websites.change_tag' },
    });
    expect(Object.keys(noDelete)).toEqual(['list', 'get', 'create', 'replace', 'update']);
  });
});

describe('handle', () => {
  it('answers a create 201, a replace and an update 200 through one handler, and a delete 204', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/things/', headers: { 'x-can': all }, payload: { name: 'first' } });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const put = await app.inject({ method: 'PUT', url: `/api/things/${id}/`, headers: { 'x-can': all }, payload: { name: 'second' } });
    expect(put.json()).toEqual({ id, name: 'second' });
    const patch = await app.inject({ method: 'PATCH', url: `/api/things/${id}/`, headers: { 'x-can': all }, payload: {} });
    expect(patch.json()).toEqual({ id, name: 'second' });
    const list = await app.inject({ method: 'GET', url: '/api/things/?limit=5', headers: { 'x-can': all } });
    expect(list.json()).toMatchObject({ count: 1, results: [{ id, name: 'second' }] });
    const removed = await app.inject({ method: 'DELETE', url: `/api/things/${id}/`, headers: { 'x-can': all } });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
  });

  it('validates params, query and body against the declaration: 400 with field errors', async () => {
    const badBody = await app.inject({ method: 'POST', url: '/api/things/', headers: { 'x-can': all }, payload: { name: '' } });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json()).toHaveProperty('name');
    const badParam = await app.inject({ method: 'GET', url: '/api/things/abc/', headers: { 'x-can': all } });
    expect(badParam.statusCode).toBe(400);
    expect(badParam.json()).toHaveProperty('id');
    const badQuery = await app.inject({ method: 'GET', url: '/api/things/?limit=0', headers: { 'x-can': all } });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json()).toHaveProperty('limit');
    expect(rows.size).toBe(0);
  });

  it('enforces the declared access rule: 401 anonymous, 403 without the permission', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/things/' })).statusCode).toBe(401);
    const denied = await app.inject({
      method: 'POST',
      url: '/api/things/',
      headers: { 'x-can': 'websites.view_tag' },
      payload: { name: 'a' },
    });
    expect(denied.statusCode).toBe(403);
    expect(rows.size).toBe(0);
  });

  it('lets anyone call a public endpoint, and hands an authenticated handler its caller', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/hello/' })).json()).toEqual({ signedIn: false });
    expect((await app.inject({ method: 'GET', url: '/api/hello/', headers: { 'x-can': '' } })).json()).toEqual({ signedIn: true });
    expect((await app.inject({ method: 'POST', url: '/api/mine/', headers: { 'x-can': '' } })).json()).toEqual({ user: 7 });
  });

  it('refuses an API key on a session-only endpoint', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/mine/', headers: { 'x-can': '', 'x-key': '1' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'session_required' });
  });
});

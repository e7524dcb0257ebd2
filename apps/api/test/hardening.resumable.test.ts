/**
 * The resumable upload endpoint (tus 1.0 at /api/players/uploads/) answers like every other
 * route: each refusal is JSON in DRF's shape with the security headers (and tus's Tus-Resumable),
 * concatenation is refused rather than half-served, the happy path still works, and its
 * operations are in the OpenAPI document, where the bad-input property test's requests get no
 * server error from them.
 */
import { readdirSync } from 'node:fs';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { format, messages, type LibraryVideo } from '@pubdesk/contract';
import { apiSecurityHeaders } from '../src/plugins/security-headers.js';
import { eachTestIn } from './harness.js';
import { inventoryWorld } from './helpers.js';
import { fakeMp4, tusMetadata } from './library-fixtures.js';
import { operationsOf, requestFor } from './openapi-fuzz-inputs.js';

const { ctx, world } = eachTestIn(inventoryWorld);

const uploads = '/api/players/uploads/';
const m = messages.videos;
const octets = 'application/offset+octet-stream';

interface Call {
  authorization?: string | null;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  /** Leave Tus-Resumable out. */
  bare?: boolean;
}
function tus(method: string, url: string, call: Call = {}) {
  const authorization = call.authorization === undefined ? world.netA.authorization : call.authorization;
  return ctx.app.inject({
    method: method as 'POST',
    url,
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(call.bare ? {} : { 'tus-resumable': '1.0.0' }),
      ...call.headers,
    },
    ...(call.payload !== undefined ? { payload: call.payload } : {}),
  });
}
const metadata = (values: Record<string, string> = {}) => tusMetadata({ website_id: String(world.siteA.id), name: 'Clip', ...values });
const create = (size: number | null, call: Call = {}) =>
  tus('POST', uploads, {
    ...call,
    headers: { ...(size === null ? {} : { 'upload-length': String(size) }), 'upload-metadata': metadata(), ...call.headers },
  });
const patch = (location: string, offset: number | null, data: Buffer, call: Call = {}) =>
  tus('PATCH', location, {
    ...call,
    headers: { ...(offset === null ? {} : { 'upload-offset': String(offset) }), 'content-type': octets, ...call.headers },
    payload: data,
  });
async function created(size: number): Promise<string> {
  const res = await create(size);
  expect(res.statusCode, res.body).toBe(201);
  return res.headers.location as string;
}
/** The uploads' files (bytes and `.json` info) in the resumable folder, which outlives each test's database. */
const resumableFiles = () => readdirSync(ctx.config.resumableDir).filter((f) => !f.startsWith('.'));
/** The files `run` leaves in the resumable folder. */
async function filesLeftBy(run: () => Promise<void>): Promise<string[]> {
  await created(1); // the folder exists once the first upload is made
  const before = new Set(resumableFiles());
  await run();
  return resumableFiles().filter((f) => !before.has(f));
}

function expectSecurityHeaders(res: LightMyRequestResponse): void {
  for (const [name, value] of Object.entries(apiSecurityHeaders)) expect(res.headers[name], name).toBe(value);
}

/** `{"detail": "..."}` or `{"field": ["message", ...]}`. */
function isDrfBody(body: unknown): boolean {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const record = body as Record<string, unknown>;
  if ('detail' in record) return typeof record.detail === 'string';
  const values = Object.values(record);
  return values.length > 0 && values.every((v) => Array.isArray(v) && v.every((message) => typeof message === 'string'));
}

/**
 * A refusal: the status, a JSON content type, a body in DRF's shape (equal to `body` when given;
 * none for HEAD, which HTTP gives no body), the security headers and, from tus's routes, Tus-Resumable.
 */
function expectRefusal(res: LightMyRequestResponse, status: number, body?: unknown, opts: { tus?: boolean } = {}): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  if (res.raw.req.method === 'HEAD') {
    expect(res.body).toBe('');
  } else {
    const parsed: unknown = res.json();
    expect(isDrfBody(parsed), res.body).toBe(true);
    if (body !== undefined) expect(parsed).toEqual(body);
  }
  expectSecurityHeaders(res);
  if (opts.tus !== false) expect(res.headers['tus-resumable']).toBe('1.0.0');
}

describe('refusals of /api/players/uploads/: JSON in DRF shape, with the security headers and Tus-Resumable', () => {
  it('the caller: 401 signed out, 403 without players.add_video, 404 for an upload of someone else', async () => {
    expectRefusal(await create(10, { authorization: null }), 401, { detail: messages.api.notAuthenticated });
    expectRefusal(await create(10, { authorization: world.pubA.authorization }), 403, { detail: messages.api.forbidden });
    const location = await created(10);
    expectRefusal(await tus('HEAD', location, { authorization: world.netB.authorization }), 404);
    expectRefusal(await patch(location, 0, Buffer.alloc(10), { authorization: world.netB.authorization }), 404, {
      detail: messages.api.notFound,
    });
    expectRefusal(await tus('DELETE', location, { authorization: world.admin.authorization }), 404, { detail: messages.api.notFound });
    expect((await tus('HEAD', location)).headers['upload-offset']).toBe('0');
  });

  it('the protocol version: Tus-Resumable missing or not 1.0.0 is a 412 naming the version in Tus-Version', async () => {
    const missing = await create(10, { bare: true });
    expectRefusal(missing, 412, { detail: m.tusVersion });
    expect(missing.headers['tus-version']).toBe('1.0.0');
    expectRefusal(await create(10, { headers: { 'tus-resumable': '0.2.2' } }), 412, { detail: m.tusVersion });
    const location = await created(10);
    expectRefusal(await patch(location, 0, Buffer.alloc(10), { bare: true }), 412, { detail: m.tusVersion });
    expectRefusal(await tus('HEAD', location, { bare: true }), 412);
    expectRefusal(await tus('DELETE', location, { headers: { 'tus-resumable': '2.0.0' } }), 412, { detail: m.tusVersion });
    // OPTIONS needs none.
    const options = await tus('OPTIONS', uploads, { bare: true });
    expect(options.statusCode).toBe(204);
    expect(options.headers['tus-version']).toBe('1.0.0');
    expect(options.headers['tus-max-size']).toBe(String(ctx.config.VIDEO_MAX_MB * 1048576));
    expectSecurityHeaders(options);
  });

  it('an unknown upload is a 404, a wrong offset a 409, bytes past the length or a length past the limit a 413', async () => {
    const unknown = `${uploads}0123456789abcdef0123456789abcdef`;
    expectRefusal(await tus('HEAD', unknown), 404);
    expectRefusal(await patch(unknown, 0, Buffer.alloc(4)), 404, { detail: messages.api.notFound });
    expectRefusal(await tus('DELETE', unknown), 404, { detail: messages.api.notFound });
    const location = await created(10);
    expectRefusal(await patch(location, 5, Buffer.alloc(5)), 409, { detail: m.tusOffsetConflict });
    expectRefusal(await patch(location, 0, Buffer.alloc(20)), 413, { detail: m.tusPastLength });
    expectRefusal(await create(ctx.config.VIDEO_MAX_MB * 1048576 + 1), 413, {
      detail: format(messages.api.fileTooLarge, { max: ctx.config.VIDEO_MAX_MB }),
    });
    expect((await tus('HEAD', location)).headers['upload-offset']).toBe('0');
  });

  it('bad Upload-Length, Upload-Offset or Upload-Metadata: 400 field errors by header (or by metadata key)', async () => {
    const refusedCreations = async () => {
      expectRefusal(await create(null), 400, { 'upload-length': [m.tusLength] });
      expectRefusal(await create(null, { headers: { 'upload-length': 'abc' } }), 400, { 'upload-length': [m.tusBytes] });
      expectRefusal(await create(null, { headers: { 'upload-length': '-1' } }), 400, { 'upload-length': [m.tusBytes] });
      expectRefusal(await create(10, { headers: { 'upload-defer-length': '1' } }), 400, { 'upload-length': [m.tusLength] });
      expectRefusal(await create(null, { headers: { 'upload-defer-length': '2' } }), 400, { 'upload-defer-length': [m.tusDeferLength] });
      expectRefusal(await create(10, { headers: { 'upload-metadata': 'name YQ==,name Yg==' } }), 400, {
        'upload-metadata': [m.tusMetadata],
      });
      expectRefusal(await create(10, { headers: { 'upload-metadata': tusMetadata({ name: 'Clip' }) } }), 400, {
        website_id: [messages.common.required],
      });
    };
    expect(await filesLeftBy(refusedCreations)).toEqual([]);
    const location = await created(10);
    expectRefusal(await patch(location, null, Buffer.alloc(10)), 400, { 'upload-offset': [messages.common.required] });
    expectRefusal(await patch(location, null, Buffer.alloc(10), { headers: { 'upload-offset': '-1' } }), 400, {
      'upload-offset': [m.tusBytes],
    });
    expectRefusal(await patch(location, null, Buffer.alloc(10), { headers: { 'upload-offset': '1.5' } }), 400, {
      'upload-offset': [m.tusBytes],
    });
  });

  it('a body that is not application/offset+octet-stream: 415', async () => {
    const location = await created(10);
    const unsupported = (type: string) => ({ detail: format(messages.api.unsupportedMediaType, { type }) });
    expectRefusal(
      await patch(location, 0, Buffer.from('{}'), { headers: { 'content-type': 'application/json' } }),
      415,
      unsupported('application/json'),
    );
    expectRefusal(await tus('PATCH', location, { headers: { 'upload-offset': '0' } }), 415, unsupported(''));
    expectRefusal(
      await tus('PATCH', location, { headers: { 'upload-offset': '0', 'content-type': 'text/plain' } }),
      415,
      unsupported('text/plain'),
    );
    expectRefusal(
      await create(10, { headers: { 'content-type': 'application/json' }, payload: '{"a":1}' }),
      415,
      unsupported('application/json'),
    );
    expect((await tus('HEAD', location)).headers['upload-offset']).toBe('0');
  });

  it('a method the URL does not serve: 405 naming those it does in Allow, after the caller is checked', async () => {
    const location = await created(10);
    const notAllowed = (method: string) => ({ detail: format(messages.api.methodNotAllowed, { method }) });
    const get = await tus('GET', location);
    expectRefusal(get, 405, notAllowed('GET'), { tus: false });
    expect(get.headers.allow).toBe('HEAD, PATCH, DELETE');
    const put = await tus('PUT', uploads, { headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expectRefusal(put, 405, notAllowed('PUT'), { tus: false });
    expect(put.headers.allow).toBe('POST, OPTIONS');
    expectRefusal(
      await tus('POST', location, { headers: { 'upload-length': '10', 'upload-metadata': metadata() } }),
      405,
      notAllowed('POST'),
      {
        tus: false,
      },
    );
    expectRefusal(await tus('PATCH', uploads, { headers: { 'upload-offset': '0', 'content-type': octets } }), 405, notAllowed('PATCH'), {
      tus: false,
    });
    expectRefusal(await tus('GET', location, { authorization: null }), 401, { detail: messages.api.notAuthenticated }, { tus: false });
  });

  it('Upload-Concat is refused with a 400, and concatenation is not advertised', async () => {
    const refusedCreations = async () => {
      expectRefusal(await create(10, { headers: { 'upload-concat': 'partial' } }), 400, { detail: m.tusConcatenation });
      expectRefusal(await create(null, { headers: { 'upload-concat': `final;${uploads}a ${uploads}b` } }), 400, {
        detail: m.tusConcatenation,
      });
    };
    expect(await filesLeftBy(refusedCreations)).toEqual([]);
    const location = await created(10);
    expectRefusal(await patch(location, 0, Buffer.alloc(10), { headers: { 'upload-concat': 'partial' } }), 400, {
      detail: m.tusConcatenation,
    });
    const options = await tus('OPTIONS', uploads);
    expect(options.statusCode).toBe(204);
    const extensions = String(options.headers['tus-extension']).split(',');
    expect(extensions).toEqual(expect.arrayContaining(['creation', 'creation-with-upload', 'termination', 'expiration']));
    expect(extensions).not.toContain('concatenation');
  });
});

describe('the happy path', () => {
  it('create, a PATCH, HEAD shows the offset, the last PATCH makes the video; another upload is terminated', async () => {
    expect(await filesLeftBy(happyPath)).toEqual([]);
  });

  it('the video and its upload marked finished are written together: when the mark fails, no video is left behind', async () => {
    const data = fakeMp4(16 * 1024);
    const location = await created(data.length);
    await ctx.database.query(
      `create function refuse_finish() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`,
    );
    await ctx.database.query(`create trigger refuse_finish before update on video_uploads for each row execute function refuse_finish()`);
    try {
      expect((await patch(location, 0, data)).statusCode).toBe(500);
    } finally {
      await ctx.database.query('drop trigger refuse_finish on video_uploads');
      await ctx.database.query('drop function refuse_finish()');
    }
    expect(await ctx.database.query(`select id from videos where name = 'Clip'`)).toEqual([]);
  });
});

/** Create, a PATCH, HEAD, the last PATCH and the video; then another upload made and terminated. */
async function happyPath(): Promise<void> {
  const data = fakeMp4(64 * 1024);
  const half = data.length / 2;
  const res = await create(data.length);
  expect(res.statusCode).toBe(201);
  expect(res.headers.location).toMatch(/^\/api\/players\/uploads\/\w+$/);
  expect(res.headers['upload-expires']).toBeTruthy();
  expect(res.headers['tus-resumable']).toBe('1.0.0');
  expectSecurityHeaders(res);
  const location = res.headers.location as string;

  const first = await patch(location, 0, data.subarray(0, half));
  expect(first.statusCode).toBe(204);
  expect(first.headers['upload-offset']).toBe(String(half));
  expectSecurityHeaders(first);
  const head = await tus('HEAD', location);
  expect(head.statusCode).toBe(200);
  expect(head.headers).toMatchObject({
    'upload-offset': String(half),
    'upload-length': String(data.length),
    'cache-control': 'no-store',
    'tus-resumable': '1.0.0',
  });
  expectSecurityHeaders(head);

  const last = await patch(location, half, data.subarray(half));
  expect(last.statusCode, last.body).toBe(204);
  expect(last.headers['upload-offset']).toBe(String(data.length));
  expectSecurityHeaders(last);
  const video = await world.netA.call('GET', `/api/players/videos/${String(last.headers['upload-video-id'])}/`);
  expect(video.json<LibraryVideo>()).toMatchObject({ name: 'Clip', website_id: world.siteA.id, size: data.length });

  // The first bytes may come with the creation (creation-with-upload).
  const withBytes = await create(10, { headers: { 'content-type': octets }, payload: Buffer.alloc(4) });
  expect(withBytes.statusCode, withBytes.body).toBe(201);
  expect(withBytes.headers['upload-offset']).toBe('4');
  const abandoned = withBytes.headers.location as string;
  expect((await tus('HEAD', abandoned)).headers['upload-offset']).toBe('4');
  const terminated = await tus('DELETE', abandoned);
  expect(terminated.statusCode).toBe(204);
  expectSecurityHeaders(terminated);
  expectRefusal(await tus('HEAD', abandoned), 404);
}

describe('the OpenAPI document', () => {
  interface Doc {
    paths: Record<string, Record<string, DocOperation>>;
  }
  interface DocOperation {
    operationId?: string;
    description?: string;
    parameters?: Array<{ in: string; name: string; required?: boolean }>;
    requestBody?: { content: Record<string, unknown> };
    responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, unknown> }>;
  }
  const documentOf = async () => (await ctx.app.inject({ url: '/api/docs/json' })).json<Doc>();
  const headerNames = (op: DocOperation | undefined, required = false) =>
    (op?.parameters ?? []).filter((p) => p.in === 'header' && (!required || p.required)).map((p) => p.name);

  it('describes POST and OPTIONS on uploads/, HEAD, PATCH and DELETE on uploads/{id}, with headers and answers', async () => {
    const doc = await documentOf();
    const collection = doc.paths['/api/players/uploads/'];
    const item = doc.paths['/api/players/uploads/{id}'];
    expect(Object.keys(collection ?? {}).sort()).toEqual(['options', 'post']);
    expect(Object.keys(item ?? {}).sort()).toEqual(['delete', 'head', 'patch']);
    const offset = item!.head!;
    expect(headerNames(offset, true)).toEqual(expect.arrayContaining(['Tus-Resumable']));
    expect(Object.keys(offset.responses)).toEqual(expect.arrayContaining(['200', '404', '412']));
    expect(Object.keys(offset.responses['200']!.headers ?? {})).toEqual(expect.arrayContaining(['Upload-Offset']));

    const post = collection!.post!;
    expect(post.operationId).toBe('createResumableUpload');
    expect(headerNames(post, true)).toEqual(expect.arrayContaining(['Tus-Resumable', 'Upload-Metadata']));
    expect(headerNames(post)).toEqual(expect.arrayContaining(['Upload-Length', 'Upload-Defer-Length', 'Upload-Concat']));
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '412', '413', '415']));
    expect(Object.keys(post.responses['201']!.headers ?? {})).toEqual(
      expect.arrayContaining(['Location', 'Tus-Resumable', 'Upload-Video-Id']),
    );
    expect(post.responses['201']!.content).toBeUndefined();
    expect(post.responses['400']!.content?.['application/json']).toBeDefined();

    const append = item!.patch!;
    expect(append.description).toMatch(/HEAD on the same URL .* Upload-Offset/);
    expect(headerNames(append, true)).toEqual(expect.arrayContaining(['Tus-Resumable', 'Upload-Offset']));
    expect(Object.keys(append.requestBody?.content ?? {})).toEqual([octets]);
    expect(Object.keys(append.responses)).toEqual(expect.arrayContaining(['204', '400', '404', '409', '410', '412', '413', '415']));
    expect(Object.keys(append.responses['204']!.headers ?? {})).toEqual(expect.arrayContaining(['Upload-Offset', 'Upload-Video-Id']));

    expect(Object.keys(item!.delete!.responses)).toEqual(expect.arrayContaining(['204', '404', '412']));
    expect(Object.keys(collection!.options!.responses['204']!.headers ?? {})).toEqual(
      expect.arrayContaining(['Tus-Version', 'Tus-Extension', 'Tus-Max-Size']),
    );
  });

  it("answers the bad-input property test's requests to these operations (and HEAD) without a server error, in DRF's shape", async () => {
    const operations = operationsOf((await documentOf()) as Parameters<typeof operationsOf>[0]).filter((op) => op.path.startsWith(uploads));
    // HEAD's refusals have no body, and a JSON type.
    expect(operations.map((op) => op.method).sort()).toEqual(['DELETE', 'HEAD', 'OPTIONS', 'PATCH', 'POST']);
    const admin = world.admin.authorization;
    const problems: string[] = [];
    for (const op of operations) {
      for (const request of fc.sample(requestFor(op), { seed: 20_240_611, numRuns: 40 })) {
        // As the property test sends it, and with the protocol's version so that tus sees it.
        for (const version of [{}, { 'tus-resumable': '1.0.0' }] as Array<Record<string, string>>) {
          const headers: Record<string, string> = { ...version };
          if (!request.anonymous) headers.authorization = admin;
          else if (request.junkAuthorization) headers.authorization = request.junkAuthorization;
          if (request.body?.contentType) headers['content-type'] = request.body.contentType;
          const res = await ctx.app.inject({
            method: op.method as 'GET',
            url: request.url,
            headers,
            ...(request.body ? { payload: request.body.payload } : {}),
          });
          const drf =
            op.method === 'HEAD'
              ? res.body === '' && /^application\/json/.test(String(res.headers['content-type']))
              : isDrfBody(safeJson(res.body));
          if (res.statusCode >= 500 || (res.statusCode >= 400 && !drf)) {
            problems.push(`${op.method} ${request.url} ${JSON.stringify(headers)}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          }
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  }, 120_000);
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

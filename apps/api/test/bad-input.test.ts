/**
 * Bad input is a 400 with field errors (or DRF's `{detail}`), never a 500: ids beyond the int4
 * columns, NUL characters, broken multipart, URLs and headers Fastify or Node refuse. And what
 * the log must not hold: a failed query's values, the keys in mailed-link and impersonation URLs.
 */
import { connect } from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages, type Whitelabel } from '@pubdesk/contract';
import { buildApp } from '../src/app.js';
import { loggerOptions } from '../src/lib/logging.js';
import { access, allow } from '../src/modules/access/index.js';
import { users } from '../src/modules/users/users.table.js';
import { eachTestIn } from './harness.js';
import { actor, multipart, PNG_1X1, sb, type Actor } from './helpers.js';

const { ctx } = eachTestIn();
let admin: Actor;
beforeEach(async () => {
  admin = await actor(ctx, 'admin');
});

const tooBig = ['Ensure this value is less than or equal to 2147483647.'];
const nul = [messages.api.nullCharacters];
const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string>, payload?: string | Buffer) =>
  ctx.app.inject({
    method,
    url,
    headers: { authorization: admin.authorization, ...headers },
    ...(payload !== undefined ? { payload } : {}),
  });

describe('ids and numbers beyond the int4 columns', () => {
  it('a path id over 2147483647 is a field error; the largest int4 id is just not found', async () => {
    expect(sb(await admin.call('GET', '/api/websites/2147483648/'))).toEqual({ status: 400, body: { id: tooBig } });
    expect(sb(await admin.call('DELETE', '/api/tags/2147483648/'))).toEqual({ status: 400, body: { id: tooBig } });
    expect(sb(await admin.call('GET', '/api/apis/admanager/2147483648/'))).toEqual({ status: 400, body: { id: tooBig } });
    expect(sb(await admin.call('GET', '/api/websites/2147483647/'))).toEqual({ status: 404, body: { detail: messages.api.notFound } });
  });

  it('a foreign key over the range is a field error, in a flat body and in the wizard', async () => {
    expect(sb(await admin.call('POST', '/api/placements_groups/', { name: 'Top', group_id: 1, website_id: 2147483648 }))).toEqual({
      status: 400,
      body: { website_id: tooBig },
    });
    const wizard = {
      website: { name: 'Site', url: 'https://site.example.com', category: 'news' },
      placements: [{ name: 'Top', group_id: 2147483648 }],
    };
    expect(sb(await admin.call('POST', '/api/websites/stages/', wizard))).toEqual({
      status: 400,
      body: { 'placements.0.group_id': tooBig },
    });
    expect(sb(await admin.call('POST', '/api/auth/impersonation/', { user_id: '2147483648' }))).toEqual({
      status: 400,
      body: { user_id: tooBig },
    });
  });

  it('query filters, id lists and paging stay in range', async () => {
    expect(sb(await admin.call('GET', '/api/websites/?network=2147483648'))).toEqual({ status: 400, body: { network: tooBig } });
    expect(sb(await admin.call('GET', '/api/users/?ids=1,2147483648'))).toEqual({
      status: 400,
      body: { ids: ['Enter a comma-separated list of ids.'] },
    });
    for (const paging of ['offset=2147483648', 'page=2147483648']) {
      const res = await admin.call('GET', `/api/websites/?${paging}`);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json<object>())).toEqual([paging.split('=')[0]]);
    }
    expect((await admin.call('GET', '/api/websites/?offset=2147483647')).statusCode).toBe(200);
  });

  it('a percentage that would overflow its numeric(5, 2) column is a field error', async () => {
    const percent = ['Enter a percentage from 0 to 100 with at most 2 decimal places.'];
    for (const rate of ['1000', '99999999999999999999.99', 1e21, '100.001']) {
      expect(sb(await admin.call('POST', '/api/fill_rate/', { website_id: 1, group_id: 1, rate }))).toEqual({
        status: 400,
        body: { rate: percent },
      });
    }
  });
});

describe('NUL characters', () => {
  it('in the sign-in username, without a session', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/token/', payload: { username: 'ad\u0000min', password: 'x' } });
    expect(sb(res)).toEqual({ status: 400, body: { username: nul } });
  });

  it('in nested fields, keys, the query string and the path, each under its own name', async () => {
    const wizard = { website: { name: 'A\u0000', url: 'https://a.example.com', category: 'news' }, players: [{ name: 'p\u0000' }] };
    expect(sb(await admin.call('POST', '/api/websites/stages/', wizard))).toEqual({
      status: 400,
      body: { 'website.name': nul, 'players.0.name': nul },
    });
    expect(sb(await admin.call('PATCH', `/api/profiles/${admin.user.id}/`, { additional: { 'x\u0000': 1 } }))).toEqual({
      status: 400,
      body: { 'additional.x\u0000': nul },
    });
    expect(sb(await admin.call('GET', '/api/websites/?search=a%00'))).toEqual({ status: 400, body: { search: nul } });
    expect(sb(await admin.call('GET', '/api/apis/ad%00manager/'))).toEqual({ status: 400, body: { type: nul } });
  });

  it('in multipart fields and file names, before anything is stored', async () => {
    const avatar = multipart([{ field: 'image', data: PNG_1X1, contentType: 'image/png' }], { note: 'a\u0000b' });
    expect(sb(await send('PATCH', `/api/profiles/${admin.user.id}/`, avatar.headers, avatar.payload))).toEqual({
      status: 400,
      body: { note: nul },
    });
    expect((await admin.call('GET', `/api/profiles/${admin.user.id}/`)).json<{ image: string | null }>().image).toBeNull();

    const entry = (await admin.call('POST', '/api/whitelist/', { domain: 'brand.example.com' })).json<Whitelabel>();
    const logo = multipart([{ field: 'logo', data: PNG_1X1, filename: 'logo\u0000.png', contentType: 'image/png' }]);
    expect(sb(await send('PATCH', `/api/whitelist/${entry.id}/`, logo.headers, logo.payload))).toEqual({
      status: 400,
      body: { logo: nul },
    });
    expect((await admin.call('GET', `/api/whitelist/${entry.id}/`)).json<Whitelabel>().logo).toBeNull();
  });

  it('every operation in the API document refuses one, before its own validation', async () => {
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const answers = new Map<string, number>();
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) {
        const url = `${path.replace(/\{[^}]+\}/g, '1')}?probe=%00`;
        const withBody = !['get', 'delete', 'options'].includes(method);
        const res = await send(
          method.toUpperCase() as 'GET',
          url,
          withBody ? { 'content-type': 'application/json' } : {},
          withBody ? '{}' : undefined,
        );
        const key = `${res.statusCode} ${res.body}`;
        answers.set(key, (answers.get(key) ?? 0) + 1);
        // Only the permission check (before any input is read) may answer first.
        // A HEAD answer has no body: its status says it.
        if (res.statusCode !== 403 && method === 'head')
          expect({ operation: `${method} ${path}`, status: res.statusCode }).toEqual({ operation: `${method} ${path}`, status: 400 });
        else if (res.statusCode !== 403)
          expect({ operation: `${method} ${path}`, ...sb(res) }).toEqual({
            operation: `${method} ${path}`,
            status: 400,
            body: { probe: nul },
          });
      }
    }
    expect(answers.get(`400 ${JSON.stringify({ probe: nul })}`)).toBeGreaterThan(100);
  });
});

describe('broken multipart bodies', () => {
  const png = multipart([{ field: 'image', data: PNG_1X1, contentType: 'image/png' }]);
  const uploads = async () => {
    const entry = (await admin.call('POST', '/api/whitelist/', { domain: 'brand.example.com' })).json<Whitelabel>();
    return [`/api/profiles/${admin.user.id}/`, `/api/whitelist/${entry.id}/`];
  };

  it('without a boundary, or with one that is too long, is a 400', async () => {
    for (const url of await uploads()) {
      for (const contentType of [
        'multipart/form-data',
        'multipart/form-data; boundary=',
        `multipart/form-data; boundary=${'b'.repeat(300)}`,
      ]) {
        expect(sb(await send('PATCH', url, { 'content-type': contentType }, png.payload))).toEqual({
          status: 400,
          body: { detail: messages.api.multipartNoBoundary },
        });
      }
    }
  });

  it('cut off before its closing boundary is a 400', async () => {
    for (const url of await uploads()) {
      for (const cut of [20, png.payload.length - 60]) {
        const res = await send('PATCH', url, png.headers, png.payload.subarray(0, png.payload.length - cut));
        expect(sb(res)).toEqual({ status: 400, body: { detail: messages.api.multipartTruncated } });
      }
    }
  });

  it('a file over UPLOAD_MAX_MB is still a 413', async () => {
    const big = multipart([
      { field: 'image', data: Buffer.concat([PNG_1X1, Buffer.alloc(ctx.config.UPLOAD_MAX_MB * 1048576)]), contentType: 'image/png' },
    ]);
    expect(sb(await send('PATCH', `/api/profiles/${admin.user.id}/`, big.headers, big.payload))).toEqual({
      status: 413,
      body: { detail: messages.api.tooLarge },
    });
  });
});

describe('a body sent without signing in', () => {
  it('is at most 16 kB: the public forms are small, and a megabyte of keys cost each request 118 ms', async () => {
    const send = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/whitelist/check/', headers: { 'content-type': 'application/json' }, payload });
    expect((await send({ domain: 'console.example.com' })).statusCode).toBe(200);
    expect(sb(await send({ domain: 'x'.repeat(20 * 1024) }))).toEqual({ status: 413, body: { detail: messages.api.tooLarge } });
  });
});

describe("Fastify's and Node's own refusals, in DRF's shape", () => {
  it('a malformed percent-encoding in the path, and an over-long path parameter', async () => {
    expect(sb(await admin.call('GET', '/api/users/%zz/'))).toEqual({ status: 400, body: { detail: messages.api.malformedUrl } });
    expect(sb(await admin.call('GET', `/api/apis/${'x'.repeat(200)}/`))).toEqual({
      status: 414,
      body: { detail: messages.api.urlTooLong },
    });
  });

  it('headers over the size limit and a malformed request line, on a real socket', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    const overflow = await raw(`GET /api/healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20000)}\r\n\r\n`);
    expect(overflow).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(overflow.split('\r\n\r\n')[1]!)).toEqual({ detail: messages.api.headersTooLarge });
    const garbage = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(garbage.split('\r\n\r\n')[1]!)).toEqual({ detail: messages.api.malformedRequest });
  });
});

describe('the log', () => {
  /** A second app on the same database, logging to `lines`, with routes whose queries fail. */
  async function loggingApp(lines: string[]) {
    const app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      logger: { ...loggerOptions('info'), stream: { write: (line: string) => void lines.push(line) } },
    });
    app.get('/api/test/failing-cast/', { config: allow(access.public) }, async () => {
      await app.deps.db.execute(sql`select ${'pdk_sealed-secret-value'}::int`);
    });
    app.get('/api/test/duplicate-email/', { config: allow(access.public) }, async () => {
      const row = {
        username: 'twin',
        email: 'leaked.person@example.test',
        password: 'x',
        firstName: 'T',
        lastName: 'W',
        role: 'publisher' as const,
      };
      await app.deps.db.insert(users).values(row);
    });
    await app.ready();
    return app;
  }

  it("a failed query logs its statement and the request id, not its values or the driver's text", async () => {
    await ctx.createUser({ email: 'leaked.person@example.test' });
    const lines: string[] = [];
    const app = await loggingApp(lines);
    try {
      for (const [url, id] of [
        ['/api/test/failing-cast/', 'req-cast'],
        ['/api/test/duplicate-email/', 'req-email'],
      ] as const) {
        const res = await app.inject({ url, headers: { 'x-request-id': id } });
        expect(sb(res)).toEqual({ status: 500, body: { detail: messages.api.serverError } });
      }
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).not.toContain('sealed-secret-value');
    expect(log).not.toContain('leaked.person');
    const failures = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'query failed');
    expect(failures).toEqual([
      expect.objectContaining({ reqId: 'req-cast', query: 'select $1::int', sqlstate: '22P02' }),
      expect.objectContaining({ reqId: 'req-email', query: expect.stringMatching(/^insert into "users"/), sqlstate: '23505' }),
    ]);
  });

  it('the access log shows the keys of mailed links, impersonation and query tokens as [redacted]', async () => {
    const lines: string[] = [];
    const app = await loggingApp(lines);
    try {
      for (const url of [
        '/reset/KEY-ONE',
        '/verifiy/KEY-TWO/',
        '/?impersonating=KEY-THREE',
        '/api/websites/?page=2&token=KEY-FOUR&api_key=KEY-FIVE&Ke%79=KEY-SIX',
      ]) {
        await app.inject({ url });
      }
    } finally {
      await app.close();
    }
    const urls = lines.map((l) => JSON.parse(l) as { req?: { url: string } }).flatMap((l) => (l.req ? [l.req.url] : []));
    expect(urls).toEqual([
      '/reset/[redacted]',
      '/verifiy/[redacted]/',
      '/?impersonating=[redacted]',
      '/api/websites/?page=2&token=[redacted]&api_key=[redacted]&Ke%79=[redacted]',
    ]);
    expect(lines.join('')).not.toMatch(/KEY-/);
  });
});

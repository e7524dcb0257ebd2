/**
 * What any request may send, probed as an attacker would: JSON nested deep enough to make a walk
 * of it quadratic, lone UTF-16 surrogates that PostgreSQL refuses in a json value, refinements
 * that ran on a value an earlier check had already refused, and path ids in other spellings.
 */
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { format, messages, type Player } from '@pubdesk/contract';
import { MAX_JSON_DEPTH } from '../src/plugins/json-body.js';
import { eachTestIn } from './harness.js';
import { actor, inventoryWorld, sb } from './helpers.js';
import { notFound } from './expected.js';

const { ctx, world } = eachTestIn(inventoryWorld);

const tooDeep = { detail: format(messages.api.bodyTooDeep, { max: MAX_JSON_DEPTH }) };
const surrogate = (code: string) => [format(messages.api.surrogateCharacters, { code })];
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('deeply nested JSON', () => {
  it('is refused with a 400 at any route, signed in or not; nesting up to the bound still parses', async () => {
    const post = (url: string, payload: string, authorization?: string) =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        payload,
      });
    expect(sb(await post('/api/auth/token/', nested(MAX_JSON_DEPTH + 1)))).toEqual({ status: 400, body: tooDeep });
    const deepObjects = '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000);
    expect(sb(await post('/api/websites/', deepObjects, world.admin.authorization))).toEqual({ status: 400, body: tooDeep });
    expect(sb(await post('/api/websites/', nested(20_000), world.admin.authorization))).toEqual({ status: 400, body: tooDeep });
    // Without signing in, a body over 16 kB is refused for its size before it is read.
    expect(sb(await post('/api/auth/token/', deepObjects))).toEqual({ status: 413, body: { detail: messages.api.tooLarge } });
    // Brackets inside strings are text, not nesting.
    const bracketsInText = JSON.stringify({ username: '['.repeat(100), password: '{\\"'.repeat(40) });
    expect((await post('/api/auth/token/', bracketsInText)).statusCode).toBe(401);
    // At the bound the body parses and meets the route's schema as usual.
    expect((await post('/api/auth/token/', nested(MAX_JSON_DEPTH))).statusCode).toBe(400);
    expect((await post('/api/auth/token/', nested(MAX_JSON_DEPTH))).json()).not.toEqual(tooDeep);
  });

  it('is answered in milliseconds on a real socket while /healthz keeps answering', async () => {
    // Before the bound, 200 kB of `[` held the event loop for about a minute (the NUL walk copied
    // the path at every level): /healthz waited as long. The bound under a second is 50 times
    // what it takes now, so it fails only if the walk comes back.
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const started = performance.now();
    const [deep, health] = await Promise.all([
      fetch(`${base}/api/websites/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: world.admin.authorization },
        body: nested(100_000),
      }),
      fetch(`${base}/healthz`),
    ]);
    const elapsed = performance.now() - started;
    expect({ status: deep.status, body: await deep.json() }).toEqual({ status: 400, body: tooDeep });
    expect(health.status).toBe(200);
    expect(elapsed).toBeLessThan(1000);
  });
});

describe('lone UTF-16 surrogates', () => {
  it('are refused in any string or key of a JSON body, with the field, and nothing is stored', async () => {
    const player = (await world.admin.call('POST', '/api/players/players/', { name: 'Alpha', website_id: world.siteA.id })).json<Player>();
    const url = `/api/players/settings/${player.settings}/`;
    const before = (await world.admin.call('GET', url)).json<Record<string, unknown>>();
    // JSON.stringify writes a lone surrogate as the escape `\ud800`, as an attacker's body would.
    expect(sb(await world.admin.call('PATCH', url, { autoplay: { type: 'a\ud800b' } }))).toEqual({
      status: 400,
      body: { 'autoplay.type': surrogate('D800') },
    });
    expect(sb(await world.admin.call('PATCH', url, { ['\udc00key']: 1 }))).toEqual({
      status: 400,
      body: { '\udc00key': surrogate('DC00') },
    });
    expect(sb(await world.admin.call('PATCH', `/api/players/players/${player.id}/`, { name: 'x\udfff' }))).toEqual({
      status: 400,
      body: { name: surrogate('DFFF') },
    });
    expect((await world.admin.call('GET', url)).json()).toEqual(before);
    // A pair is one character, and welcome.
    const emoji = await world.admin.call('PATCH', `/api/players/players/${player.id}/`, { name: 'Player 😀' });
    expect(sb(emoji)).toMatchObject({ status: 200, body: { name: 'Player 😀' } });
  });

  it('cannot come through the query string: bytes that are no UTF-8 decode to U+FFFD', async () => {
    const res = await world.admin.call('GET', `/api/websites/?search=${encodeURIComponent('a')}%ED%A0%80`);
    // Percent-decoding turns bytes that are no UTF-8 into U+FFFD, never a surrogate: a search, answered.
    expect(res.statusCode).toBe(200);
  });
});

describe('a refinement after a failed check', () => {
  it('an HLS link that is no URL is one field error, not a server error', async () => {
    for (const url of ['not a url', 'http://[', 'ftp://x.example.com/a.m3u8']) {
      const res = await world.admin.call('POST', '/api/players/videos/', { website_id: world.siteA.id, name: 'Live', url });
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json<object>()), url).toEqual(['url']);
    }
  });
});

describe('path ids', () => {
  it('are plain decimal digits without a leading zero; any other spelling is not found', async () => {
    const target = await actor(ctx, 'publisher');
    expect((await world.admin.call('GET', `/api/users/${target.user.id}/`)).statusCode).toBe(200);
    const hex = `0x${target.user.id.toString(16)}`;
    const spellings = [hex, `0b${target.user.id.toString(2)}`, `${target.user.id}e0`, `%2B${target.user.id}`, `0${target.user.id}`];
    for (const spelling of [...spellings, `${target.user.id}.0`, `%20${target.user.id}`, 'abc', '0']) {
      expect(sb(await world.admin.call('GET', `/api/users/${spelling}/`)), spelling).toEqual({ status: 404, body: notFound });
    }
    // The fuzz deleted a user through `0x10`: every spelling of a delete is refused and the user stays.
    for (const spelling of spellings) expect((await world.admin.call('DELETE', `/api/users/${spelling}/`)).statusCode, spelling).toBe(404);
    expect((await world.admin.call('GET', `/api/users/${target.user.id}/`)).statusCode).toBe(200);
    // Other path shapes that carry an id follow the same rule.
    expect((await world.admin.call('GET', `/api/apis/admanager/0x1/`)).statusCode).toBe(404);
    expect((await world.admin.call('GET', `/api/players/public/0x1/`)).statusCode).toBe(404);
  });
});

import { describe, expect, it } from 'vitest';
import type { LibraryVideo } from '@pubdesk/contract';
import { eachTestIn } from './harness.js';
import { inventoryWorld, sb } from './helpers.js';
import { invalidPk } from './expected.js';
import { fakeMp4, tusMetadata, uploadVideo } from './library-fixtures.js';
import { randomKey, sha256 as sha256Text } from '../src/lib/secrets.js';
import { apiKeys } from '../src/modules/api-keys/api-keys.table.js';

// Who may write the library through an API key or an impersonated session (the library's other
// tests are in players.library.test.ts). Bytes that sniff as MP4 are enough: nothing is probed here.
const { ctx, world } = eachTestIn(inventoryWorld);

const upload = (authorization: string, websiteId = world.siteA.id, name = 'Clip') =>
  uploadVideo(
    ctx,
    authorization,
    { field: 'file', data: fakeMp4(4096), filename: 'clip.mp4', contentType: 'video/mp4' },
    {
      website_id: String(websiteId),
      name,
    },
  );
async function uploaded(name = 'Clip', websiteId = world.siteA.id): Promise<LibraryVideo> {
  const res = await upload(world.admin.authorization, websiteId, name);
  expect(res.statusCode).toBe(201);
  return res.json<LibraryVideo>();
}

describe('through an API key and an impersonated session', () => {
  /** A key of the user limited to `permissions`, written straight to the table. */
  async function keyFor(userId: number, permissions: string[]) {
    const key = `pdk_${randomKey()}`;
    await ctx.database.db
      .insert(apiKeys)
      .values({ name: 'k', userId, keySealed: 'unused', keyHash: sha256Text(key), keyTail: key.slice(-4), permissions });
    return `Api-Key ${key}`;
  }

  it("a key's codenames bound the library: a read-only key cannot upload, resumable or not, nor trash", async () => {
    const video = await uploaded();
    const readOnly = await keyFor(world.netA.user.id, ['players.view_video']);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/players/videos/${video.id}/`, headers: { authorization: readOnly } })).statusCode,
    ).toBe(200);
    expect((await upload(readOnly)).statusCode).toBe(403);
    const tus = await ctx.app.inject({
      method: 'POST',
      url: '/api/players/uploads/',
      headers: {
        authorization: readOnly,
        'tus-resumable': '1.0.0',
        'upload-length': '10',
        'upload-metadata': tusMetadata({ website_id: String(world.siteA.id), name: 'x' }),
      },
    });
    expect(tus.statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/players/videos/${video.id}/trash/`, headers: { authorization: readOnly } }))
        .statusCode,
    ).toBe(403);
    // A key with the codename uploads within its user's websites only.
    const uploader = await keyFor(world.netA.user.id, ['players.add_video']);
    expect((await upload(uploader)).statusCode).toBe(201);
    expect(sb(await upload(uploader, world.siteB.id))).toEqual({ status: 400, body: { website_id: invalidPk(world.siteB.id) } });
  });

  it('a staff member impersonating a network works in that network’s websites only', async () => {
    const token = await ctx.tokenFor(world.netA.user, { impersonator: world.admin.user });
    const authorization = `Bearer ${token}`;
    expect((await upload(authorization)).statusCode).toBe(201);
    expect(sb(await upload(authorization, world.siteB.id))).toEqual({ status: 400, body: { website_id: invalidPk(world.siteB.id) } });
    const other = await uploaded('B', world.siteB.id);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/players/videos/${other.id}/trash/`, headers: { authorization } })).statusCode,
    ).toBe(404);
  });
});

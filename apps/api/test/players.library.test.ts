import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LibraryVideo, Player, Playlist, PublicPlayerConfig } from '@pubdesk/contract';
import { eachTestIn } from './harness.js';
import { inventoryWorld, listPage, PNG_1X1, sb, TEXT_FILE } from './helpers.js';
import { invalidPk } from './expected.js';
import { waitFor } from './jobs-fixtures.js';
import { fakeMp4, sampleMp4, tusMetadata, uploadVideo } from './library-fixtures.js';

const { ctx, world } = eachTestIn(inventoryWorld, {}, { jobs: { runWorker: true, pollingIntervalSeconds: 0.5 } });
let mp4: Buffer;
beforeAll(() => {
  mp4 = sampleMp4();
});

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const storedFiles = () => {
  const dir = path.join(ctx.config.uploadDir, 'videos');
  return existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];
};
async function upload(authorization = world.admin.authorization, websiteId = world.siteA.id, name = 'Clip', data = mp4) {
  const res = await uploadVideo(
    ctx,
    authorization,
    { field: 'file', data, filename: 'clip.mp4', contentType: 'video/mp4' },
    {
      website_id: String(websiteId),
      name,
    },
  );
  return res;
}
async function uploaded(name = 'Clip', websiteId = world.siteA.id, data = mp4): Promise<LibraryVideo> {
  const res = await upload(world.admin.authorization, websiteId, name, data);
  expect(res.statusCode).toBe(201);
  return res.json<LibraryVideo>();
}
const getVideo = async (id: number) => (await world.admin.call('GET', `/api/players/videos/${id}/`)).json<LibraryVideo>();
async function probed(id: number): Promise<LibraryVideo> {
  await waitFor('the probe', async () => (await getVideo(id)).status === 'uploaded');
  return getVideo(id);
}
async function player(websiteId = world.siteA.id): Promise<Player> {
  return (await world.admin.call('POST', '/api/players/players/', { name: 'P', website_id: websiteId, status: 'active' })).json<Player>();
}
const publicConfig = async (id: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/players/public/${id}/?cache=no` })).json<PublicPlayerConfig>();

describe('POST /api/players/videos/ (multipart)', () => {
  it('streams the file to storage, then the probe fills length, poster and thumbnail', async () => {
    const res = await upload(world.netA.authorization);
    expect(res.statusCode).toBe(201);
    const video = res.json<LibraryVideo>();
    expect(video).toMatchObject({
      website_id: world.siteA.id,
      name: 'Clip',
      container: 'mp4',
      status: 'inprogress',
      size: mp4.length,
      trashed: false,
      url: expect.stringMatching(new RegExp(`^/media/videos/${world.siteA.id}/[0-9a-f-]{36}\\.mp4$`)),
    });
    expect(video.preview).toBe(video.url);
    const served = await ctx.app.inject({ method: 'GET', url: video.url });
    expect(sha256(served.rawPayload)).toBe(sha256(mp4));
    // Players seek with ranges.
    const range = await ctx.app.inject({ method: 'GET', url: video.url, headers: { range: 'bytes=100-199' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.equals(mp4.subarray(100, 200))).toBe(true);
    expect(served.headers['content-type']).toBe('video/mp4');

    const done = await probed(video.id);
    expect(done.length).toBeCloseTo(2, 0);
    expect(done.poster).toMatch(/-poster\.jpg$/);
    expect(done.thumbnail).toMatch(/-thumb\.jpg$/);
    const poster = await ctx.app.inject({ method: 'GET', url: done.poster! });
    expect(poster.statusCode).toBe(200);
    expect(poster.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
  });

  it('refuses a renamed text file, an empty one and a missing website; nothing is stored', async () => {
    const text = await uploadVideo(
      ctx,
      world.admin.authorization,
      { field: 'file', data: TEXT_FILE, filename: 'movie.mp4', contentType: 'video/mp4' },
      {
        website_id: String(world.siteA.id),
        name: 'Fake',
      },
    );
    expect(sb(text)).toEqual({ status: 400, body: { file: ['Upload a valid video: MP4, WebM or MOV.'] } });
    const noWebsite = await uploadVideo(ctx, world.admin.authorization, { field: 'file', data: mp4, filename: 'a.mp4' }, { name: 'x' });
    expect(sb(noWebsite)).toEqual({ status: 400, body: { website_id: ['This field is required.'] } });
    const empty = await upload(world.admin.authorization, world.siteA.id, 'Empty', Buffer.alloc(0));
    expect(sb(empty)).toEqual({ status: 400, body: { file: ['No file was submitted.'] } });
    const otherTenant = await upload(world.netB.authorization, world.siteA.id);
    expect(sb(otherTenant)).toEqual({ status: 400, body: { website_id: invalidPk(world.siteA.id) } });
    expect(storedFiles()).toEqual([]);
    expect((await listPage(world.admin.call, '/api/players/videos/')).count).toBe(0);
  });

  it('refuses a file over VIDEO_MAX_MB with a clear message and keeps nothing', async () => {
    // The limit is read per request: lower it for this one.
    const before = ctx.config.VIDEO_MAX_MB;
    ctx.config.VIDEO_MAX_MB = 0.001;
    try {
      const res = await upload(world.admin.authorization, world.siteA.id, 'Big', fakeMp4(5000));
      expect(sb(res)).toEqual({ status: 400, body: { file: ['The file is larger than 0 MB.'] } });
    } finally {
      ctx.config.VIDEO_MAX_MB = before;
    }
    expect(storedFiles()).toEqual([]);
  });

  it('takes an HLS stream by URL as JSON, and refuses another URL', async () => {
    const res = await world.admin.call('POST', '/api/players/videos/', {
      website_id: world.siteA.id,
      name: 'Live',
      url: 'https://cdn.example.com/live/master.m3u8',
    });
    expect(sb(res)).toMatchObject({
      status: 201,
      body: { container: 'hls', status: 'uploaded', size: 0, length: null, url: 'https://cdn.example.com/live/master.m3u8' },
    });
    const mp4Url = await world.admin.call('POST', '/api/players/videos/', {
      website_id: world.siteA.id,
      name: 'X',
      url: 'https://cdn.example.com/a.mp4',
    });
    expect(sb(mp4Url)).toEqual({ status: 400, body: { url: ['Enter the URL of an HLS manifest (.m3u8).'] } });
  });

  it('publishers read their videos but may not upload; other tenants see nothing', async () => {
    const video = await uploaded();
    expect((await world.pubA.call('GET', `/api/players/videos/${video.id}/`)).statusCode).toBe(200);
    expect((await upload(world.pubA.authorization)).statusCode).toBe(403);
    expect((await world.netB.call('GET', `/api/players/videos/${video.id}/`)).statusCode).toBe(404);
    expect((await world.netB.call('POST', `/api/players/videos/${video.id}/trash/`)).statusCode).toBe(404);
    expect((await listPage(world.netB.call, '/api/players/videos/')).count).toBe(0);
  });
});

describe('without ffprobe on the server', () => {
  it('the video is still usable: uploaded, without length or poster', async () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      const video = await probed((await uploaded()).id);
      expect(video).toMatchObject({ status: 'uploaded', length: null, poster: null, thumbnail: null });
      expect((await ctx.app.inject({ method: 'GET', url: video.url })).statusCode).toBe(200);
    } finally {
      process.env.PATH = path;
    }
  });
});

describe('details, trash, restore and delete for good', () => {
  it('edits the details and a poster image', async () => {
    const video = await uploaded();
    const res = await world.netA.call('PATCH', `/api/players/videos/${video.id}/`, { title: 'Nice', tags: ' a   b ', channel: 'News' });
    expect(sb(res)).toMatchObject({ status: 200, body: { title: 'Nice', tags: 'a b', channel: 'News', name: 'Clip' } });
    const noCategory = await world.netA.call('PATCH', `/api/players/videos/${video.id}/`, { category: 999 });
    expect(sb(noCategory)).toEqual({ status: 400, body: { category: invalidPk(999) } });
    const { multipart } = await import('./helpers.js');
    const body = multipart([{ field: 'poster', data: PNG_1X1, filename: 'p.png' }]);
    const poster = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/players/videos/${video.id}/`,
      headers: { authorization: world.admin.authorization, ...body.headers },
      payload: body.payload,
    });
    expect(poster.statusCode).toBe(200);
    const wrongField = multipart([{ field: 'logo', data: PNG_1X1, filename: 'p.png' }]);
    const refused = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/players/videos/${video.id}/`,
      headers: { authorization: world.admin.authorization, ...wrongField.headers },
      payload: wrongField.payload,
    });
    expect(sb(refused)).toEqual({ status: 400, body: { logo: ['Unknown upload field: logo.'] } });
    expect(poster.json<LibraryVideo>().poster).toMatch(/\.png$/);
    // The probe keeps the uploaded poster.
    expect((await probed(video.id)).poster).toBe(poster.json<LibraryVideo>().poster);
  });

  it('moves a video to the trash and back; deletes it for good only from the trash, with its files', async () => {
    const video = await probed((await uploaded()).id);
    const refused = await world.admin.call('DELETE', `/api/players/videos/${video.id}/`);
    expect(sb(refused)).toEqual({ status: 400, body: { non_field_errors: ['Move the video to the trash first.'] } });
    expect(sb(await world.netA.call('POST', `/api/players/videos/${video.id}/trash/`))).toMatchObject({
      status: 200,
      body: { trashed: true },
    });
    expect((await listPage(world.admin.call, '/api/players/videos/')).count).toBe(0);
    expect((await listPage<LibraryVideo>(world.admin.call, '/api/players/videos/?trash=true')).results.map((v) => v.id)).toEqual([
      video.id,
    ]);
    expect(sb(await world.netA.call('POST', `/api/players/videos/${video.id}/restore/`))).toMatchObject({
      status: 200,
      body: { trashed: false },
    });
    await world.netA.call('POST', `/api/players/videos/${video.id}/trash/`);
    expect(storedFiles()).toHaveLength(3);
    expect((await world.netA.call('DELETE', `/api/players/videos/${video.id}/`)).statusCode).toBe(204);
    expect(storedFiles()).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: video.url })).statusCode).toBe(404);
    expect((await world.admin.call('GET', `/api/players/videos/${video.id}/`)).statusCode).toBe(404);
  });

  it('counts videos per status and the trash', async () => {
    const a = await uploaded('A');
    await probed(a.id);
    const b = await uploaded('B');
    await world.admin.call('POST', `/api/players/videos/${b.id}/trash/`);
    const status = await world.admin.call('GET', `/api/players/videos/status/?website=${world.siteA.id}`);
    expect(status.json()).toEqual({ total: 1, uploaded: 1, inprogress: 0, trash: 1 });
  });
});

describe('playlists', () => {
  it('needs two or more of the website videos, keeps their order, and reorders', async () => {
    const [a, b, c] = [await uploaded('A'), await uploaded('B'), await uploaded('C')];
    const other = await uploaded('Other', world.siteB.id);
    const one = await world.netA.call('POST', '/api/players/playlists/', { website_id: world.siteA.id, name: 'L', videos: [a.id] });
    expect(sb(one)).toEqual({ status: 400, body: { videos: ['you should select at least two videos to create playlist'] } });
    const foreign = await world.netA.call('POST', '/api/players/playlists/', {
      website_id: world.siteA.id,
      name: 'L',
      videos: [a.id, other.id],
    });
    expect(sb(foreign)).toEqual({ status: 400, body: { videos: invalidPk(other.id) } });
    const res = await world.netA.call('POST', '/api/players/playlists/', {
      website_id: world.siteA.id,
      name: 'Best',
      tags: 'x  y',
      videos: [c.id, a.id, b.id],
    });
    expect(res.statusCode).toBe(201);
    const list = res.json<Playlist>();
    expect(list).toMatchObject({ name: 'Best', tags: 'x y', videos: [c.id, a.id, b.id], posters: { pic1: null, pic4: null } });
    expect(list.createdAt).toBe(list.created_at);
    const moved = await world.netA.call('PATCH', `/api/players/playlists/${list.id}/`, { videos: [a.id, b.id, c.id], name: 'Better' });
    expect(sb(moved)).toMatchObject({ status: 200, body: { name: 'Better', videos: [a.id, b.id, c.id] } });
    expect((await world.netB.call('GET', `/api/players/playlists/${list.id}/`)).statusCode).toBe(404);
    const p = await player();
    expect((await listPage<Playlist>(world.netA.call, `/api/players/playlists/?player=${p.id}`)).results.map((x) => x.id)).toEqual([
      list.id,
    ]);
    expect((await world.netA.call('DELETE', `/api/players/playlists/${list.id}/`)).statusCode).toBe(204);
  });
});

describe("a player's content from the library", () => {
  it('video-content sets the video; the public config plays it until it is trashed', async () => {
    const p = await player();
    const video = await probed((await uploaded()).id);
    const other = await uploaded('Other', world.siteB.id);
    const list = await listPage<LibraryVideo>(world.netA.call, `/api/players/video-content/?player=${p.id}`);
    expect(list.results.map((v) => v.id)).toEqual([video.id]);
    const foreign = await world.netA.call('POST', '/api/players/video-content/', { player_id: p.id, video: other.id });
    expect(sb(foreign)).toEqual({ status: 400, body: { video: invalidPk(other.id) } });
    const set = await world.netA.call('POST', '/api/players/video-content/', { player_id: p.id, video: video.id });
    expect(sb(set)).toMatchObject({ status: 200, body: { type: 'video', video: video.id } });
    expect((await publicConfig(p.id)).content).toEqual({
      type: 'video',
      url: video.url,
      poster: video.poster,
      items: [{ url: video.url, poster: video.poster, title: 'Clip' }],
    });
    await world.netA.call('POST', `/api/players/videos/${video.id}/trash/`);
    expect((await publicConfig(p.id)).content).toEqual({ type: 'video', url: null, poster: null, items: [] });
    await world.netA.call('DELETE', `/api/players/videos/${video.id}/`);
    expect((await world.netA.call('GET', `/api/players/contents/${p.content}/`)).json()).toMatchObject({ type: 'video', video: null });
  });

  it('a playlist plays its videos in order; the content browser changes the video by URL', async () => {
    const p = await player();
    const [a, b] = [await uploaded('A'), await uploaded('B')];
    const list = (
      await world.admin.call('POST', '/api/players/playlists/', { website_id: world.siteA.id, name: 'L', videos: [b.id, a.id] })
    ).json<Playlist>();
    const res = await world.netA.call('PATCH', `/api/players/contents/${p.content}/`, { type: 'playlist', playlist: list.id });
    expect(res.statusCode).toBe(200);
    expect((await publicConfig(p.id)).content.items.map((i) => i.url)).toEqual([b.url, a.url]);
    const changed = await world.netA.call('POST', '/api/players/content-browser/change-video/', { player_id: p.id, url: a.url });
    expect(sb(changed)).toMatchObject({ status: 200, body: { type: 'video', video: a.id } });
    const external = await world.netA.call('POST', '/api/players/content-browser/change-video/', {
      player_id: p.id,
      url: 'https://cdn.example.com/x.mp4',
    });
    expect(sb(external)).toMatchObject({ status: 200, body: { type: 'url', external_url: 'https://cdn.example.com/x.mp4' } });
    const bad = await world.netA.call('POST', '/api/players/content-browser/change-video/', {
      player_id: p.id,
      url: 'javascript:alert(1)',
    });
    expect(sb(bad)).toEqual({ status: 400, body: { url: ['Enter a valid URL.'] } });
    expect((await world.netB.call('POST', '/api/players/content-browser/change-video/', { player_id: p.id, url: a.url })).statusCode).toBe(
      400,
    );
  });
});

describe('resumable uploads at /api/players/uploads/ (tus 1.0)', () => {
  const tus = (method: string, url: string, authorization: string, headers: Record<string, string> = {}, payload?: Buffer) =>
    ctx.app.inject({
      method: method as 'POST',
      url,
      headers: { authorization, 'tus-resumable': '1.0.0', ...headers },
      ...(payload ? { payload } : {}),
    });
  const create = (
    size: number,
    authorization = world.netA.authorization,
    metadata = { website_id: String(world.siteA.id), name: 'Resumed', filename: 'r.mp4' },
  ) => tus('POST', '/api/players/uploads/', authorization, { 'upload-length': String(size), 'upload-metadata': tusMetadata(metadata) });
  const patch = (location: string, offset: number, data: Buffer, authorization = world.netA.authorization) =>
    tus('PATCH', location, authorization, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, data);

  it('an upload cut at half resumes from the offset the server reports; the stored file is the source', async () => {
    const created = await create(mp4.length);
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/api\/players\/uploads\/\w+$/);
    const half = Math.floor(mp4.length / 2);
    expect((await patch(location, 0, mp4.subarray(0, half))).statusCode).toBe(204);
    const head = await tus('HEAD', location, world.netA.authorization);
    expect(head.headers['upload-offset']).toBe(String(half));
    // Nobody else may continue or read the upload.
    expect((await tus('HEAD', location, world.netB.authorization)).statusCode).toBe(404);
    expect((await patch(location, half, mp4.subarray(half), world.admin.authorization)).statusCode).toBe(404);
    const done = await patch(location, half, mp4.subarray(half));
    expect(done.statusCode).toBe(204);
    const id = Number(done.headers['upload-video-id']);
    const video = await getVideo(id);
    expect(video).toMatchObject({ name: 'Resumed', website_id: world.siteA.id, size: mp4.length });
    const served = await ctx.app.inject({ method: 'GET', url: video.url });
    expect(sha256(served.rawPayload)).toBe(sha256(mp4));
    expect(readdirSync(ctx.config.resumableDir).filter((f) => !f.startsWith('.'))).toEqual([]);
  });

  it('refuses bad metadata, another tenant website, an oversized length, and a file that is not a video', async () => {
    expect(sb(await create(10, world.netA.authorization, { name: 'x' } as never))).toMatchObject({ status: 400 });
    expect(sb(await create(10, world.netB.authorization))).toEqual({ status: 400, body: { website_id: invalidPk(world.siteA.id) } });
    expect((await create(10, world.pubA.authorization)).statusCode).toBe(403);
    const nul = await create(10, world.netA.authorization, { website_id: String(world.siteA.id), name: 'a\u0000b', filename: 'a.mp4' });
    expect(sb(nul)).toEqual({ status: 400, body: { name: ['Null characters are not allowed.'] } });
    expect((await create(ctx.config.VIDEO_MAX_MB * 1048576 + 1)).statusCode).toBe(413);
    const created = await create(TEXT_FILE.length);
    const res = await patch(created.headers.location as string, 0, TEXT_FILE);
    expect(sb(res)).toEqual({ status: 400, body: { file: ['Upload a valid video: MP4, WebM or MOV.'] } });
    expect(readdirSync(ctx.config.resumableDir).filter((f) => !f.startsWith('.'))).toEqual([]);
    expect(storedFiles()).toEqual([]);
    expect((await listPage(world.admin.call, '/api/players/videos/')).count).toBe(0);
  });
});

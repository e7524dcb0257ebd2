import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminToken, signInAsAdmin } from './fixtures';

/**
 * A three-second test picture, VP9 in MP4: Debian's Chromium has no proprietary codecs, so an
 * H.264 clip would upload but never play in the preview.
 */
function makeClip(file: string): string {
  const source = ['-f', 'lavfi', '-i', 'testsrc=duration=3:size=320x240:rate=25'];
  const vp9 = ['-c:v', 'libvpx-vp9', '-b:v', '200k', '-pix_fmt', 'yuv420p'];
  execFileSync('/usr/bin/ffmpeg', ['-y', '-loglevel', 'error', ...source, ...vp9, file], { stdio: ['ignore', 'inherit', 'inherit'] });
  return file;
}

/** About 23 MB of uncompressed frames in MOV: three of the upload's 8 MiB requests (its smallest), so one can fail midway. */
function makeLargeClip(file: string): string {
  const source = ['-f', 'lavfi', '-i', 'testsrc=duration=6:size=320x240:rate=25'];
  execFileSync('/usr/bin/ffmpeg', ['-y', '-loglevel', 'error', ...source, '-c:v', 'rawvideo', '-pix_fmt', 'uyvy422', file], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return file;
}

/** A 160x90 poster image (smaller than the clip's frames, so the card shows which one it got). */
function makePoster(file: string): string {
  execFileSync('/usr/bin/ffmpeg', ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=orange:s=160x90', '-frames:v', '1', file], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return file;
}

/** A website, and an active player on it that autoplays muted as soon as it is on screen (the preview). */
async function seed(request: APIRequestContext, prefix: string) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const name = `${prefix} ${Date.now()}`;
  const site = await request.post('/api/websites/', {
    data: { name, url: `https://${Date.now()}.e2e-videos.example`, category: 'technology', status: 'active' },
    headers,
  });
  expect(site.ok()).toBe(true);
  const website = ((await site.json()) as { id: number }).id;
  const made = await request.post('/api/players/players/', {
    data: { name: 'Library player', website_id: website, status: 'active' },
    headers,
  });
  expect(made.ok()).toBe(true);
  const player = (await made.json()) as { id: number; settings: number };
  const autoplay = { autoplay: true, view_percentage: 0, desktop_only: false, ad_present: false, require_muted: true };
  const settings = await request.patch(`/api/players/settings/${player.settings}/`, {
    data: { autoplay: { ...autoplay, pause_content_out_view: false, pause_ad_out_view: false } },
    headers,
  });
  expect(settings.ok()).toBe(true);
  return { website, name, player: player.id };
}

/**
 * Chooses a file for the 'Video file' drop zone and uploads it under a title, with a poster image
 * and into a playlist when given; the bar reaches 100%.
 */
async function upload(page: Page, form: Locator, file: string, title: string, extra: { poster?: string; playlist?: string } = {}) {
  await form.getByLabel('Video file').setInputFiles(file);
  await form.getByLabel('Title', { exact: true }).fill(title);
  if (extra.poster) {
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Poster' }).click();
    await (await chooser).setFiles(extra.poster);
  }
  if (extra.playlist) {
    await form.getByRole('combobox', { name: 'Playlist' }).click();
    await page.getByRole('option', { name: extra.playlist, exact: true }).click();
  }
  await form.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(form.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '100');
  await expect(form.getByText('Uploading 100%')).toBeVisible();
  await expect(page.getByText('Successfully uploaded video.').first()).toBeVisible();
}

/** The card of a video once the server has probed it: its poster shows and its length is known. */
async function probedCard(page: Page, name: string, posterWidth?: number): Promise<Locator> {
  const card = page.getByRole('article', { name });
  const poster = card.getByRole('img', { name: `Poster of ${name}` });
  await expect(poster).toBeVisible({ timeout: 30_000 });
  // A frame of the clip, or (with its width given) the poster uploaded with it.
  const width = expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth));
  await (posterWidth === undefined ? width.toBeGreaterThan(0) : width.toBe(posterWidth));
  await expect(card.getByText('00:00:03')).toBeVisible();
  await expect(card.getByText('uploaded', { exact: true })).toBeVisible();
  return card;
}

/** Answers the 'Are You Sure ??' question with Yes. */
async function confirm(page: Page) {
  const question = page.getByRole('dialog', { name: 'Are You Sure ??' });
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(question).toBeHidden();
}

test('videos are uploaded resumably, made into a playlist that keeps its order, and moved to the trash and back', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const first = makeClip(testInfo.outputPath('first.mp4'));
  const second = makeClip(testInfo.outputPath('second.mp4'));
  const poster = makePoster(testInfo.outputPath('poster.png'));
  const { website, name } = await seed(request, 'E2E Library');
  // From the website's row menu.
  await signInAsAdmin(page, '/websites');
  const websites = page.getByRole('region', { name: 'Websites', exact: true });
  await websites.getByRole('searchbox', { name: 'Search' }).fill(name);
  await websites.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Content' }).click();
  await expect(page).toHaveURL(new RegExp(`/videos\\?website=${website}$`));
  await expect(page.getByRole('heading', { name: 'Content', level: 1 })).toBeVisible();

  const form = page.getByRole('region', { name: 'Upload New Videos' });
  await upload(page, form, first, 'E2E first clip');
  await probedCard(page, 'E2E first clip');
  await upload(page, form, second, 'E2E second clip', { poster });
  await probedCard(page, 'E2E second clip', 160);

  // Create Playlist asks for two videos first.
  await page.getByRole('checkbox', { name: 'Select E2E first clip' }).check();
  await page.getByRole('button', { name: 'Create Playlist' }).click();
  await expect(page.getByText('you should select at least two videos to create playlist')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select E2E second clip' }).check();
  await page.getByRole('button', { name: 'Create Playlist' }).click();

  const editor = page.getByRole('region', { name: 'New playlist' });
  const order = editor.getByRole('list', { name: 'Playlist' }).getByRole('listitem');
  await expect(order).toHaveText(['1. E2E first clip', '2. E2E second clip']);
  await editor.getByLabel('Playlist name').fill('E2E reel');
  await editor.getByLabel('Tags (separated by space)').fill('e2e reel');
  // Dragged, then moved with the buttons.
  await order.nth(1).dragTo(order.nth(0));
  await expect(order).toHaveText(['1. E2E second clip', '2. E2E first clip']);
  await editor.getByRole('button', { name: 'Move E2E first clip up' }).click();
  await expect(order).toHaveText(['1. E2E first clip', '2. E2E second clip']);
  await editor.getByRole('button', { name: 'Move E2E first clip down' }).click();
  await expect(order).toHaveText(['1. E2E second clip', '2. E2E first clip']);
  await editor.getByRole('button', { name: 'Save playlist' }).click();
  await expect(page.getByText('Successfully saved playlist.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/videos/\\d+\\?website=${website}$`));

  await page.reload();
  const saved = page.getByRole('region', { name: 'Edit playlist' });
  await expect(saved.getByLabel('Playlist name')).toHaveValue('E2E reel');
  await expect(saved.getByRole('list', { name: 'Playlist' }).getByRole('listitem')).toHaveText(['1. E2E second clip', '2. E2E first clip']);
  const card = page.getByRole('article', { name: 'E2E reel' });
  await expect(card.getByText('2 videos')).toBeVisible();
  await expect(card.getByRole('link', { name: 'E2E reel' })).toBeVisible();

  // Remove Video asks for a selection, then for confirmation.
  await page.getByRole('tab', { name: 'Videos' }).click();
  await page.getByRole('button', { name: 'Remove Video' }).click();
  await expect(page.getByText('you should select video first')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select E2E first clip' }).check();
  await page.getByRole('button', { name: 'Remove Video' }).click();
  await confirm(page);
  await expect(page.getByText('Moved to the trash.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'E2E first clip' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Trash' }).click();
  await page.getByRole('checkbox', { name: 'Select E2E first clip' }).check();
  await page.getByRole('button', { name: 'Restore Video' }).click();
  await confirm(page);
  await expect(page.getByText('Successfully restored video.')).toBeVisible();
  await expect(page.getByText('The Trash is Empty')).toBeVisible();
  await page.getByRole('tab', { name: 'Videos' }).click();
  await expect(page.getByRole('article', { name: 'E2E first clip' })).toBeVisible();

  // An upload joins the playlist chosen with it, last.
  await upload(page, form, first, 'E2E third clip', { playlist: 'E2E reel' });
  await probedCard(page, 'E2E third clip');
  await page.getByRole('tab', { name: 'PlayList' }).click();
  await expect(page.getByRole('article', { name: 'E2E reel' }).getByText('3 videos')).toBeVisible();
  await page.getByRole('article', { name: 'E2E reel' }).getByRole('link', { name: 'E2E reel' }).click();
  await expect(
    page.getByRole('region', { name: 'Edit playlist' }).getByRole('list', { name: 'Playlist' }).getByRole('listitem'),
  ).toHaveText(['1. E2E second clip', '2. E2E first clip', '3. E2E third clip']);
});

test("a video uploaded from the Players screen's video browser becomes the player's video, and the preview plays it", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const clip = makeClip(testInfo.outputPath('player.mp4'));
  const { website, name, player } = await seed(request, 'E2E Player library');
  await signInAsAdmin(page, `/players/${player}?website=${website}`);

  const content = page.getByRole('region', { name: 'Content selection' });
  await content.getByRole('combobox', { name: 'Content type' }).click();
  await page.getByRole('option', { name: 'Video', exact: true }).click();
  await content.getByRole('button', { name: 'Browse videos' }).click();
  const browser = page.getByRole('dialog', { name: `Videos of ${name}` });
  await expect(browser.getByText('No videos yet: upload one.')).toBeVisible();

  // The upload modal: a file first, then its details.
  await browser.getByRole('button', { name: 'Upload video' }).click();
  const uploader = page.getByRole('dialog', { name: 'Upload video' });
  await expect(uploader.getByLabel('Title', { exact: true })).toHaveCount(0);
  await uploader.getByLabel('Video file').setInputFiles(clip);
  await uploader.getByLabel('Title', { exact: true }).fill('E2E player clip');
  await uploader.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Successfully uploaded video.')).toBeVisible();
  await expect(uploader).toBeHidden();

  await browser.getByRole('button', { name: 'Use E2E player clip' }).click();
  await expect(page.getByText('Successfully updated the player video.')).toBeVisible();
  await expect(browser).toBeHidden();
  await expect(content.getByRole('textbox', { name: 'Video' })).toHaveValue('E2E player clip');

  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByRole('button', { name: 'Load preview' }).click();
  const frame = preview.getByTitle('Preview of Library player').contentFrame();
  // The player's content video (its ad video comes second).
  const video = frame.locator('video').first();
  await expect(video).toBeAttached();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.5);
});

test('a playlist picked in the Players screen plays its videos one after the other in the preview', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const { website, name, player } = await seed(request, 'E2E Playlist player');
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const clip = readFileSync(makeClip(testInfo.outputPath('clip.mp4')));
  const urls: string[] = [];
  const ids: number[] = [];
  for (const title of ['First clip', 'Second clip']) {
    const made = await request.post('/api/players/videos/', {
      headers,
      multipart: { website_id: String(website), name: title, file: { name: 'clip.mp4', mimeType: 'video/mp4', buffer: clip } },
    });
    expect(made.status()).toBe(201);
    const video = (await made.json()) as { id: number; url: string };
    ids.push(video.id);
    urls.push(video.url);
  }
  const list = await request.post('/api/players/playlists/', { headers, data: { website_id: website, name: `${name} list`, videos: ids } });
  expect(list.status()).toBe(201);

  await signInAsAdmin(page, `/players/${player}?website=${website}`);
  const content = page.getByRole('region', { name: 'Content selection' });
  await content.getByRole('combobox', { name: 'Content type' }).click();
  await page.getByRole('option', { name: 'Playlist', exact: true }).click();
  await content.getByRole('combobox', { name: 'Playlist' }).click();
  await page.getByRole('option', { name: `${name} list` }).click();
  await content.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated the player content.')).toBeVisible();

  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByRole('button', { name: 'Load preview' }).click();
  const video = preview.getByTitle('Preview of Library player').contentFrame().locator('video').first();
  const playing = () => video.evaluate((v: HTMLVideoElement) => new URL(v.currentSrc).pathname);
  await expect.poll(playing, { timeout: 20_000 }).toBe(urls[0]);
  // When the first ends, the second follows.
  await expect.poll(playing, { timeout: 20_000 }).toBe(urls[1]);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.5);
});

test('an upload whose connection drops says so, and goes on where it stopped once the connection is back', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const clip = makeLargeClip(testInfo.outputPath('large.mov'));
  const { website } = await seed(request, 'E2E Resume');
  await signInAsAdmin(page, `/videos?website=${website}`);

  // Every request after the first 8 MiB fails as if the network were gone, until it is back.
  let connected = false;
  const offsets: string[] = [];
  await page.route('**/api/players/uploads/*', async (route) => {
    const sent = route.request();
    if (sent.method() !== 'PATCH') return route.continue();
    const offset = (await sent.headerValue('upload-offset')) ?? '';
    offsets.push(offset);
    if (offset !== '0' && !connected) return route.abort('internetdisconnected');
    return route.continue();
  });

  const form = page.getByRole('region', { name: 'Upload New Videos' });
  await form.getByLabel('Video file').setInputFiles(clip);
  await form.getByLabel('Title', { exact: true }).fill('E2E large clip');
  await form.getByRole('button', { name: 'Upload', exact: true }).click();
  // The first 8 MiB go through before the drop: seconds on a busy machine.
  await expect(form.getByRole('status').getByText('Connection lost: the upload resumes where it stopped.')).toBeVisible({
    timeout: 30_000,
  });
  const bar = form.getByRole('progressbar', { name: 'Upload progress' });
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);

  connected = true;
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  await expect(page.getByText('Successfully uploaded video.')).toBeVisible();
  await expect(form.getByText('Connection lost: the upload resumes where it stopped.')).toBeHidden();
  // Only the first request started at byte 0: after the drop the second 8 MiB went again from the server's offset.
  const chunk = 8 * 1024 * 1024;
  expect(offsets[0]).toBe('0');
  expect(offsets.filter((offset) => offset === '0')).toHaveLength(1);
  expect(offsets.filter((offset) => offset === String(chunk)).length).toBeGreaterThan(1);
  expect(offsets.at(-1)).toBe(String(2 * chunk));
  await expect(page.getByRole('article', { name: 'E2E large clip' })).toBeVisible();
});

test("a file that is not a video is refused with the server's reason", async ({ page, request }) => {
  const { website } = await seed(request, 'E2E Refusal');
  await signInAsAdmin(page, `/videos?website=${website}`);
  const form = page.getByRole('region', { name: 'Upload New Videos' });
  await form.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(form.getByText('This field is required.')).toBeVisible();

  // Named and typed as an MP4, but its bytes are text: the server sniffs them.
  const fake = { name: 'notes.mp4', mimeType: 'video/mp4', buffer: Buffer.from('these are not the bytes of a video\n'.repeat(64)) };
  await form.getByLabel('Video file').setInputFiles(fake);
  await form.getByRole('button', { name: 'Upload', exact: true }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Failed to upload video.' });
  await expect(notice).toContainText('Upload a valid video: MP4, WebM or MOV.');
  await expect(form.getByRole('progressbar', { name: 'Upload progress' })).toHaveCount(0);
  await expect(page.getByText('No videos yet: upload one.')).toBeVisible();
});

import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken, signInAsAdmin } from './fixtures';
import { startFixtureServer, type FixtureServer } from './vast-fixtures';

/**
 * The embeddable player on a publisher's page (another origin), against a stand-in ad server:
 * its ads in order with their pixels, the blocklist, the waterfall, a VMAP's midroll at its
 * offset, and a sticky player's sizes and close button on a phone.
 */
let ads: FixtureServer;
test.beforeAll(async ({ baseURL }) => {
  ads = await startFixtureServer(baseURL!);
});
test.afterAll(async () => {
  await ads.close();
});

interface PlayerIds {
  id: number;
  schedule: number;
  settings: number;
  platform_settings: number;
  content: number;
  blocklist: number;
  format: number;
}

async function api(request: APIRequestContext) {
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const call = async <T>(method: 'POST' | 'PATCH', url: string, data: object): Promise<T> => {
    const response = await request.fetch(url, { method, data, headers });
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  return call;
}

/** An active player on a new active website, autoplaying muted as soon as it is on screen. */
async function makePlayer(
  request: APIRequestContext,
  schedule: (tag: (name: string) => Promise<number>, script: (div: string) => Promise<number>) => Promise<object>,
  extra: { blocklist?: number[]; format?: object } = {},
) {
  const call = await api(request);
  const site = await call<{ id: number }>('POST', '/api/websites/', {
    name: `E2E player site ${Date.now()}`,
    url: `https://${Date.now()}.e2e-player.example`,
    category: 'technology',
    status: 'active',
  });
  const player = await call<PlayerIds>('POST', '/api/players/players/', { name: 'Page player', website_id: site.id, status: 'active' });
  const tag = async (name: string) =>
    (await call<{ id: number }>('POST', '/api/players/adtags/', { name, url: `${ads.origin}/${name}`, website_id: site.id })).id;
  const script = async (div: string) =>
    (
      await call<{ id: number }>('POST', '/api/players/adscripts/', {
        ad_id: '/1234/e2e_banner',
        ad_width: 300,
        ad_height: 250,
        div_id: div,
        website_id: site.id,
      })
    ).id;
  await call('PATCH', `/api/players/schedules/${player.schedule}/`, await schedule(tag, script));
  await call('PATCH', `/api/players/settings/${player.settings}/`, {
    autoplay: {
      autoplay: true,
      view_percentage: 0,
      desktop_only: false,
      ad_present: false,
      require_muted: true,
      pause_content_out_view: false,
      pause_ad_out_view: false,
    },
  });
  await call('PATCH', `/api/players/platform-settings/${player.platform_settings}/`, { delay_between_requests: 1, debug: true });
  await call('PATCH', `/api/players/contents/${player.content}/`, { type: 'url', external_url: `${ads.origin}/media/content.wav` });
  if (extra.blocklist) await call('PATCH', `/api/players/blocklist/${player.blocklist}/`, { ads: extra.blocklist });
  if (extra.format) await call('PATCH', `/api/players/formats/${player.format}/`, extra.format);
  return player;
}

const names = (from: number) => ads.hits.slice(from);

test('a vmap preroll plays before the content and fires its impression and quartiles; a blocklisted ad is skipped', async ({
  page,
  request,
}) => {
  const player = await makePlayer(
    request,
    async (tag) => ({ type: 'vmap', preroll: [await tag('vast/blocked.xml'), await tag('vast/wrapper.xml')] }),
    { blocklist: [666] },
  );
  const from = ads.hits.length;
  await page.goto(ads.pageUrl(player.id));
  const content = page.locator(`[data-pubdesk-player="${player.id}"] video.pubdesk-content`);
  await expect(content).toBeAttached();
  await expect.poll(() => names(from), { timeout: 15_000 }).toContain('wrapped/complete');
  expect(names(from)).toEqual([
    'wrapper/impression',
    'wrapped/impression',
    'wrapped/start',
    'wrapped/firstQuartile',
    'wrapped/midpoint',
    'wrapped/thirdQuartile',
    'wrapped/complete',
  ]);
  // The content plays after the ad, not before.
  await expect.poll(() => content.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0);
});

test('multiple_vast falls through an empty and a broken tag to the next one; the display banner gets its slot', async ({
  page,
  request,
}) => {
  const player = await makePlayer(request, async (tag, script) => ({
    type: 'multiple_vast',
    display_banner: await script('div-gpt-ad-e2e-1'),
    multiple_vast: [
      await tag('vast/empty.xml'),
      await tag('vast/missing.xml'),
      await tag('vast/preroll.xml'),
      await tag('vast/postroll.xml'),
    ],
  }));
  const from = ads.hits.length;
  await page.goto(ads.pageUrl(player.id));
  await expect.poll(() => names(from), { timeout: 15_000 }).toContain('preroll/complete');
  await page.waitForTimeout(500);
  expect(names(from).filter((hit) => hit.endsWith('/impression'))).toEqual(['preroll/impression']);
  // The ad script's GPT slot, sized as the script says, inside the player.
  const slot = page.locator(`[data-pubdesk-player="${player.id}"] #div-gpt-ad-e2e-1`);
  await expect(slot).toBeAttached();
  expect(await slot.evaluate((el) => [el.style.width, el.style.height])).toEqual(['300px', '250px']);
});

test("a VMAP's midroll starts at its offset, and its postroll after the content", async ({ page, request }) => {
  const player = await makePlayer(request, async (tag) => ({ type: 'vast', vast: await tag('vmap/three.xml') }));
  const from = ads.hits.length;
  await page.goto(ads.pageUrl(player.id));
  const content = page.locator(`[data-pubdesk-player="${player.id}"] video.pubdesk-content`);
  await expect.poll(() => names(from), { timeout: 15_000 }).toContain('midroll/impression');
  const at = await content.evaluate((v: HTMLVideoElement) => v.currentTime);
  expect(at).toBeGreaterThanOrEqual(2);
  expect(at).toBeLessThan(3);
  await expect.poll(() => names(from), { timeout: 20_000 }).toContain('postroll/complete');
  expect(names(from).filter((hit) => hit.endsWith('/impression'))).toEqual([
    'preroll/impression',
    'midroll/impression',
    'postroll/impression',
  ]);
});

test('a sticky player on a phone takes the mobile size and closes with its button', async ({ page, request }) => {
  const player = await makePlayer(request, async () => ({ type: 'vmap' }), {
    format: { type: 'sticky', position: 'bottom_left', companion_position: 'none', close_button: true },
  });
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto(ads.pageUrl(player.id));
  const root = page.locator(`[data-pubdesk-player="${player.id}"]`);
  await expect(root).toBeVisible();
  const box = await root.boundingBox();
  // Sticky: fixed in its corner at the settings' mobile width (320 by default).
  expect(box?.width).toBe(320);
  expect(box!.x).toBeLessThan(40);
  await root.getByRole('button', { name: 'Close player' }).click();
  await expect(root).toHaveCount(0);
});

test("the console's Preview plays the player as a page would", async ({ page, request }) => {
  const player = await makePlayer(request, async (tag) => ({ type: 'vast', vast: await tag('vast/preroll.xml') }));
  const from = ads.hits.length;
  await signInAsAdmin(page, `/players/${player.id}`);
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByRole('button', { name: 'Load preview' }).click();
  const frame = preview.getByTitle('Preview of Page player').contentFrame();
  await expect(frame.locator(`[data-pubdesk-player="${player.id}"] video`).first()).toBeAttached();
  await expect.poll(() => names(from), { timeout: 15_000 }).toContain('preroll/impression');
});

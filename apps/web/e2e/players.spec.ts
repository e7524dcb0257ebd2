import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, signInAsAdmin } from './fixtures';

// Copy link and the embed code use navigator.clipboard; reading them back needs clipboard-read.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function createWebsite(request: APIRequestContext, name: string): Promise<number> {
  const token = await adminToken(request);
  const response = await request.post('/api/websites/', {
    data: { name, url: `https://${Date.now()}.e2e-players.example`, category: 'technology', status: 'active' },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function newAdTag(page: Page, name: string) {
  await page.getByRole('region', { name: 'Ad tags' }).getByRole('button', { name: 'New ad tag' }).click();
  const dialog = page.getByRole('dialog', { name: 'New ad tag' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('VAST tag URL').fill(`https://ads.example.com/vast?slot=${encodeURIComponent(name)}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully created ad tag.').first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a player is created from its website, set up with a vmap schedule, embedded, linked and its cache cleared', async ({
  page,
  request,
}) => {
  // The whole journey of a player in one test (create, seven sections, embed, cache): near 45 s on a loaded 2-core machine.
  test.slow();
  const websiteName = `E2E Players ${Date.now()}`;
  const website = await createWebsite(request, websiteName);
  await signInAsAdmin(page);

  // From the website's row menu.
  await page.goto('/websites');
  const websites = page.getByRole('region', { name: 'Websites', exact: true });
  await websites.getByRole('searchbox', { name: 'Search' }).fill(websiteName);
  await websites.getByRole('button', { name: `Actions for ${websiteName}` }).click();
  await page.getByRole('menuitem', { name: 'Players' }).click();
  await expect(page).toHaveURL(new RegExp(`/players\\?website=${website}$`));

  const create = page.getByRole('region', { name: 'Create new player' });
  await create.getByLabel('Name').fill('Homepage player');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully create player.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/players/\\d+\\?website=${website}$`));
  await expect(page.getByRole('heading', { name: 'Options for Homepage player' })).toBeVisible();
  const playerId = Number(/\/players\/(\d+)/.exec(page.url())![1]);

  // Settings.
  const settings = page.getByRole('region', { name: 'Player settings' });
  await settings.getByLabel('Desktop width').fill('800');
  await settings.getByLabel('View percentage').fill('75');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated the player settings.')).toBeVisible();

  // A new ad tag in preroll and midroll.
  await newAdTag(page, 'E2E opener');
  const schedule = page.getByRole('region', { name: 'Schedule', exact: true });
  await choose(page, schedule, 'Choose for Preroll', 'E2E opener');
  await choose(page, schedule, 'Choose for Midroll', 'E2E opener');
  await schedule.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated schedule.')).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Schedule', exact: true });
  await expect(reloaded.getByRole('list', { name: 'Preroll' }).getByRole('listitem')).toHaveText(['E2E opener']);
  await expect(reloaded.getByRole('list', { name: 'Midroll' }).getByRole('listitem')).toHaveText(['E2E opener']);
  await expect(page.getByRole('region', { name: 'Player settings' }).getByLabel('Desktop width')).toHaveValue('800');

  // vast: a pick replaces the tag.
  await newAdTag(page, 'E2E second');
  await choose(page, reloaded, 'Schedule type', 'Vast');
  await choose(page, reloaded, 'Choose for VAST tag', 'E2E opener');
  await expect(reloaded.getByRole('list', { name: 'VAST tag' }).getByRole('listitem')).toHaveText(['E2E opener']);
  await choose(page, reloaded, 'Choose for VAST tag', 'E2E second');
  await expect(reloaded.getByRole('list', { name: 'VAST tag' }).getByRole('listitem')).toHaveText(['E2E second']);
  await reloaded.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated schedule.')).toBeVisible();

  // Embed: sizes saved with the player, the snippet copied.
  const list = page.getByRole('region', { name: 'Players', exact: true });
  await list.getByRole('button', { name: 'Actions for Homepage player' }).click();
  await page.getByRole('menuitem', { name: 'Embed' }).click();
  const embed = page.getByRole('dialog', { name: 'Embed Homepage player' });
  await embed.getByLabel('Mobile width').fill('300');
  await embed.getByRole('button', { name: 'Save sizes' }).click();
  await expect(page.getByText('Successfully updated the player settings.').first()).toBeVisible();
  await expect(embed.getByLabel('Embed code')).toContainText(`<div id="player-id-${playerId}"></div>`);
  await embed.getByRole('button', { name: 'Copy code' }).click();
  await expect(embed.getByText('Code Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`player-id-${playerId}`);
  await expect(embed.getByText('Code Copied')).toBeHidden({ timeout: 3_000 });
  await page.keyboard.press('Escape');

  // Copy link and clear cache.
  await list.getByRole('button', { name: 'Actions for Homepage player' }).click();
  await page.getByRole('menuitem', { name: 'Copy link' }).click();
  await expect(page.getByText('Link Copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/api/players/public/${playerId}/$`));
  await list.getByRole('button', { name: 'Actions for Homepage player' }).click();
  await page.getByRole('menuitem', { name: 'Clear cache' }).click();
  await expect(page.getByText('Successfully cleared cache.')).toBeVisible();

  const token = await adminToken(request);
  const saved = await request.get(`/api/players/players/${playerId}/`, { headers: { Authorization: `Bearer ${token}` } });
  expect(await saved.json()).toMatchObject({ mobile_width: 300, desktop_width: 640 });
});

test('an ad tag is removed after its question, and the sidebar opens every player', async ({ page, request }) => {
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Players', exact: true }).click();
  await expect(page).toHaveURL(/\/players$/);
  const list = page.getByRole('region', { name: 'Players', exact: true });
  await expect(list.getByText(/^\d+ \/ \d+$/)).toBeVisible();

  const website = await createWebsite(request, `E2E Tags for players ${Date.now()}`);
  const token = await adminToken(request);
  const created = await request.post('/api/players/players/', {
    data: { name: 'Removal player', website_id: website },
    headers: { Authorization: `Bearer ${token}` },
  });
  const player = (await created.json()) as { id: number };
  await page.goto(`/players/${player.id}?website=${website}`);
  await newAdTag(page, 'E2E goner');
  const tags = page.getByRole('region', { name: 'Ad tags' });
  await tags.getByRole('button', { name: 'Delete E2E goner' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are You Sure ??' });
  await expect(confirm.getByText('Are you sure you want to remove this Ad Tag')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted ad tag.')).toBeVisible();
  await expect(tags.getByText('No ad tags for this website yet')).toBeVisible();
});

test("at 1366x768 the options' section links lead to a lower section, saved there without scrolling", async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const website = await createWebsite(request, `E2E Player sections ${Date.now()}`);
  const token = await adminToken(request);
  const created = await request.post('/api/players/players/', {
    data: { name: 'Sections player', website_id: website },
    headers: { Authorization: `Bearer ${token}` },
  });
  const player = (await created.json()) as { id: number };
  await signInAsAdmin(page, `/players/${player.id}?website=${website}`);

  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Format', exact: true }).click();
  await expect(page).toHaveURL(/#format$/);
  const format = page.getByRole('region', { name: 'Format', exact: true });
  const heading = format.getByRole('heading', { name: 'Format', exact: true });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();

  const scrolled = await page.evaluate(() => window.scrollY);
  await choose(page, format, 'Companion position', 'Top');
  const save = format.getByRole('button', { name: 'Save' });
  await expect(save).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await save.click();
  await expect(page.getByText('Successfully updated the player format.')).toBeVisible();
});

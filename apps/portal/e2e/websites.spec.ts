import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, checkIn, network1, publisher1, signInAsAdmin, signInPortal } from './fixtures';

// Copy writes with navigator.clipboard; reading it back needs clipboard-read (Chromium).
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

interface Listed<T> {
  count: number;
  results: T[];
}

/** The access token the portal holds (signInPortal's pair): the API's figures in the user's own scope. */
const portalToken = async (page: Page) => (await page.evaluate(() => window.localStorage.getItem('pubdesk.portal.accessToken'))) ?? '';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('publisher1 adds a website, which waits as Pending in the portal and shows in the console', async ({ page }) => {
  // Two apps load (the portal, then the console) and two screens are checked with axe.
  test.setTimeout(90_000);
  const name = `Reyes Garden ${Date.now()}`;
  await signInPortal(page, publisher1, '/portal/websites');
  await expect(page.getByRole('heading', { name: 'Websites', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reyes News' })).toBeVisible();
  await checkIn(page, 'the portal websites list');

  await page.getByRole('link', { name: 'Add website' }).click();
  await expect(page).toHaveURL(/\/portal\/websites\/new$/);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Food' }).click();
  // An address the browser accepts and the server does not (no domain): its message shows under the field.
  await page.getByLabel('URL').fill('https://intranet');
  await page.getByRole('button', { name: 'Add website' }).click();
  await expect(page.getByText('Enter a valid URL.')).toBeVisible();
  await checkIn(page, 'the portal Add website form');

  await page.getByLabel('URL').fill('https://www.reyes-garden.example');
  await page.getByRole('button', { name: 'Add website' }).click();
  await expect(page.getByText('Website added: it stays pending until staff have reviewed it.')).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/websites$/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('www.reyes-garden.example');
  await expect(row).toContainText('Food');
  await expect(row).toContainText('Pending');

  // Its page says staff will review it.
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Staff will review this website.', { exact: false })).toBeVisible();

  // Staff see it in the console's list, pending.
  await signInAsAdmin(page, '/websites');
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  const consoleRow = page.getByRole('row', { name: new RegExp(name) });
  await expect(consoleRow).toContainText('Pending');
});

test("publisher1 copies an embed code and downloads a website's ads.txt", async ({ page, baseURL }) => {
  await signInPortal(page, publisher1, '/portal/players');
  const access = await portalToken(page);
  const { results: players } = await apiAs<Listed<{ id: number; name: string; async: boolean }>>(
    page.request,
    access,
    '/api/players/players/',
    {
      limit: 10,
    },
  );
  const player = players[0]!;
  const card = page.getByRole('region', { name: player.name });
  const snippet = `<div id="player-id-${player.id}"></div>\n<script${player.async ? ' async' : ''} src="${baseURL}/player.js" data-player-id="${player.id}"></script>`;
  await expect(card.getByRole('figure', { name: 'Embed code' })).toContainText(`data-player-id="${player.id}"`);
  // A publisher reads players only.
  await expect(page.getByRole('button', { name: 'New player' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
  await checkIn(page, 'the portal players');

  await card.getByRole('button', { name: `Copy code of ${player.name}` }).click();
  await expect(card.getByRole('status')).toHaveText('Code Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);

  // ads.txt: a website whose placement groups have demand sources with lines.
  const { results: websites } = await apiAs<Listed<{ id: number; name: string }>>(page.request, access, '/api/websites/', {
    ordering: 'name',
  });
  let website: { id: number; name: string } | undefined;
  let lines: { supplier: string; text: string }[] = [];
  for (const candidate of websites) {
    ({ lines } = await apiAs<{ lines: typeof lines }>(page.request, access, `/api/websites/${candidate.id}/ads_txt/`, { format: 'json' }));
    if (lines.length) {
      website = candidate;
      break;
    }
  }
  expect(website, 'a website of publisher1 with ads.txt lines').toBeDefined();

  await mainNav(page).getByRole('link', { name: 'ads.txt' }).click();
  await expect(page.getByText('Choose a website to see the lines its ads.txt needs.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Website' }).click();
  await page.getByRole('option', { name: website!.name, exact: true }).click();
  const shown = page.getByRole('figure', { name: 'ads.txt lines' });
  for (const line of lines) await expect(shown).toContainText(line.text);
  await checkIn(page, 'the portal ads.txt');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download ads.txt' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('ads.txt');
  const content = await readFile(await file.path(), 'utf8');
  expect(content.split('\n').filter((line) => line !== '' && !line.startsWith('#'))).toEqual(lines.map((line) => line.text));

  // The file the website publishes: the demo's .example addresses cannot be fetched, and the
  // check says so rather than guessing at the lines.
  const published = page.getByRole('region', { name: 'Your published ads.txt' });
  await published.getByRole('button', { name: 'Check now' }).click();
  await expect(published.getByRole('status')).toContainText(/Checked .*\/ads\.txt could not be read: /, { timeout: 15_000 });
});

test("network1 reads a website's placement groups, tags and players; another id is not found", async ({ page }) => {
  await signInPortal(page, network1, '/portal/websites');
  await page.getByRole('searchbox', { name: 'Search websites' }).fill('Reyes News');
  await page.getByRole('link', { name: 'Reyes News', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Reyes News', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Placement groups' }).getByRole('cell').first()).toContainText('News');
  await expect(page.getByRole('region', { name: 'Tags' })).toContainText('News header bidding');
  await expect(page.getByRole('region', { name: 'Players' })).toContainText('Reyes News player');
  await checkIn(page, "the portal website's page");

  await page.goto('/portal/websites/999999');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found.' })).toBeVisible();
});

test("network1 edits a player's options from Players: a setting saved there is read back after a reload", async ({ page }) => {
  await signInPortal(page, network1, '/portal/players');
  const access = await portalToken(page);
  // A player of its own, so that no other test's player changes.
  const { results: websites } = await apiAs<Listed<{ id: number }>>(page.request, access, '/api/websites/', { ordering: 'name', limit: 1 });
  const name = `Northwind options ${Date.now()}`;
  const created = await page.request.post('/api/players/players/', {
    data: { name, website_id: websites[0]!.id, player_type: 'instream' },
    headers: { Authorization: `Bearer ${access}` },
  });
  expect(created.ok(), 'the new player').toBe(true);
  const player = (await created.json()) as { id: number };

  // The newest player heads the list.
  await page.reload();
  await page
    .getByRole('region', { name })
    .getByRole('link', { name: `Edit ${name}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/portal/players/${player.id}$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'On this page' })).toContainText('Monetization');
  const settings = page.getByRole('region', { name: 'Player settings' });
  await settings.getByRole('textbox', { name: 'Desktop width' }).fill('720');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated the player settings.')).toBeVisible();
  await checkIn(page, "the portal player's options");

  await page.reload();
  await expect(page.getByRole('region', { name: 'Player settings' }).getByRole('textbox', { name: 'Desktop width' })).toHaveValue('720');
  await page.getByRole('link', { name: 'Back to players' }).click();
  await expect(page).toHaveURL(/\/portal\/players$/);
});

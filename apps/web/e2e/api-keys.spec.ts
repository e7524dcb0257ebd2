import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsAdmin, openMenu } from './fixtures';

// Copy writes the key with navigator.clipboard; reading it back needs clipboard-read (Chromium).
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** 'pdk_' and 43 base64url characters (256 random bits). */
const fullKeyPattern = /^pdk_[A-Za-z0-9_-]{43}$/;

/** Types into a searchable Mantine select and picks `option`. */
async function choose(page: Page, select: Locator, search: string, option: string): Promise<void> {
  await select.click();
  await select.fill(search);
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

async function openApiKeys(page: Page): Promise<void> {
  await openMenu(page, 'Credentials', "API's", /\/credentials\/api-keys$/);
}

test('an API key is created, revealed, copied and suspended', async ({ page }) => {
  const name = `E2E key ${Date.now()}`;
  await signInAsAdmin(page);
  await openApiKeys(page);
  await expect(page.getByRole('heading', { name: 'API Keys', level: 1 })).toBeVisible();

  const add = page.getByRole('region', { name: 'Add API Key' });
  // The key exists only once saved.
  await expect(add.getByLabel('KEY', { exact: true })).toHaveCount(0);
  await add.getByLabel(/^Name/).fill(name);
  await choose(page, add.getByRole('combobox', { name: /^User/ }), 'Paula', 'Paula Reyes (Publisher)');
  await expect(add.getByText('Empty: everything the user may do')).toBeVisible();
  await add.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText(/Successfully added with ID: \d+/)).toBeVisible();
  await expect(page).toHaveURL(/\/credentials\/api-keys\/\d+$/);
  const edit = page.getByRole('region', { name: 'Edit API Key' });
  await expect(edit.getByRole('combobox', { name: /^User/ })).toBeDisabled();
  await expect(edit.getByRole('combobox', { name: /^User/ })).toHaveValue('Paula Reyes (Publisher)');

  // Masked until the eye is pressed.
  const key = edit.getByLabel('KEY', { exact: true });
  await expect(key).toHaveValue(/^pdk_/);
  const masked = await key.inputValue();
  expect(masked).not.toMatch(fullKeyPattern);
  await edit.getByRole('button', { name: 'Show key' }).click();
  await expect(key).toHaveValue(fullKeyPattern);
  const full = await key.inputValue();
  expect(full).toHaveLength(47);
  expect(full.slice(-4)).toBe(masked.slice(-4));
  await edit.getByRole('button', { name: 'Hide key' }).click();
  await expect(key).toHaveValue(masked);

  await edit.getByRole('button', { name: 'Copy key' }).click();
  await expect(page.getByText('Key copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(full);

  await edit.getByLabel('Suspended', { exact: true }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated.')).toBeVisible();
  // The e2e server starts on a fresh database without keys: the new one is on the first page.
  const row = page.getByRole('region', { name: 'API Keys', exact: true }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Paula');
  await expect(row).toContainText('Suspended');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Edit API Key' }).getByLabel('Suspended', { exact: true })).toBeChecked();
});

test("the user screen's API Keys tab adds a key for that user and lists it masked", async ({ page }) => {
  const name = `E2E tab key ${Date.now()}`;
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users', exact: true }).click();
  const users = page.getByRole('region', { name: 'Users', exact: true });
  await users.getByRole('searchbox', { name: 'Search' }).fill('publisher5');
  await users.getByRole('link', { name: 'Edit publisher5', exact: true }).click();
  await expect(page).toHaveURL(/\/users\/\d+$/);
  const userUrl = page.url();

  await page.getByRole('tab', { name: 'API Keys' }).click();
  await page.getByRole('link', { name: 'Add API key' }).click();
  await expect(page).toHaveURL(/\/credentials\/api-keys\?user=\d+$/);
  const add = page.getByRole('region', { name: 'Add API Key' });
  await expect(add.getByRole('combobox', { name: /^User/ })).toHaveValue('Ana Costa (Publisher)');
  await add.getByLabel(/^Name/).fill(name);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Successfully added with ID: \d+/)).toBeVisible();
  await expect(page).toHaveURL(/\/credentials\/api-keys\/\d+$/);
  const keyPath = new URL(page.url()).pathname;

  await page.goto(userUrl);
  await page.getByRole('tab', { name: 'API Keys' }).click();
  const tab = page.getByRole('tabpanel', { name: 'API Keys' });
  const row = tab.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Active');
  await expect(row.getByLabel(`KEY of ${name}`)).toHaveValue(/^pdk_/);
  await expect(row.getByLabel(`KEY of ${name}`)).not.toHaveValue(fullKeyPattern);
  await row.getByRole('button', { name: 'Show key' }).click();
  await expect(row.getByLabel(`KEY of ${name}`)).toHaveValue(fullKeyPattern);
  await expect(row.getByRole('link', { name: `Edit ${name}` })).toHaveAttribute('href', keyPath);
});

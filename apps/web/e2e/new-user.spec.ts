import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsAdmin } from './fixtures';

/** Picks `option` in a Mantine select or multi-select. */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

async function openNewUser(page: Page): Promise<Locator> {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users', exact: true }).click();
  await page.getByRole('region', { name: 'Users', exact: true }).getByRole('link', { name: 'Add user' }).click();
  await expect(page).toHaveURL(/\/users\/new$/);
  await expect(page.getByRole('heading', { name: 'New user', level: 1 })).toBeVisible();
  return page.getByRole('region', { name: 'User', exact: true });
}

async function fillUser(page: Page, form: Locator, username: string): Promise<void> {
  await form.getByLabel(/^First name/).fill('Nina');
  await form.getByLabel(/^Last name/).fill('Newman');
  await form.getByLabel(/^Username/).fill(username);
  await form.getByLabel(/^Email/).fill(`${username}@example.test`);
  await form.getByLabel(/^Password/).fill('new-user-pass-1');
  await form.getByLabel(/^Retype password/).fill('new-user-pass-1');
  await form.getByLabel('Phone').fill('+1 555 0100');
  await form.getByLabel('City').fill('Lisbon');
  await form.getByLabel('Country').fill('Portugal');
  await choose(page, form.getByRole('combobox', { name: 'Role' }), 'Publisher');
}

test('staff add a publisher with a permission group, land on the user screen and find them in the list', async ({ page }) => {
  const username = `e2e_new_${Date.now()}`;
  await signInAsAdmin(page);
  const form = await openNewUser(page);
  await fillUser(page, form, username);
  await choose(page, form.getByRole('combobox', { name: 'Groups' }), 'Reporting');
  await page.keyboard.press('Escape');
  await expect(form.getByRole('switch', { name: 'Active' })).toBeChecked();

  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('User created successful.')).toBeVisible();
  await expect(page).toHaveURL(/\/users\/\d+$/);

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users', exact: true }).click();
  const list = page.getByRole('region', { name: 'Users', exact: true });
  await list.getByRole('searchbox', { name: 'Search' }).fill(username);
  const row = list.getByRole('row').filter({ has: page.getByRole('cell', { name: username, exact: true }) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Nina Newman' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Publisher', exact: true })).toBeVisible();
});

test('a taken username is refused beside Username, and a mistyped password never leaves the form', async ({ page }) => {
  await signInAsAdmin(page);
  const form = await openNewUser(page);
  await fillUser(page, form, 'publisher1');

  await form.getByLabel(/^Retype password/).fill('something-else');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form.getByLabel(/^Retype password/)).toHaveAccessibleDescription("The two password fields didn't match.");
  await expect(page).toHaveURL(/\/users\/new$/);

  await form.getByLabel(/^Retype password/).fill('new-user-pass-1');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Operations faild').first()).toBeVisible();
  await expect(form.getByLabel(/^Username/)).toHaveAccessibleDescription('A user with that username already exists.');
  await expect(page).toHaveURL(/\/users\/new$/);
});

import { expect, test, type Page } from '@playwright/test';
import { signIn, signInAsAdmin, openMenu } from './fixtures';

const demoPassword = 'demo-pass-123';

async function openGroups(page: Page): Promise<void> {
  await openMenu(page, 'Credentials', 'Groups', /\/credentials\/groups$/);
}

test('a permission group is created from searched permissions, edited, and a taken code is refused', async ({ page }) => {
  // The demo world already has a 'Reporting' group (code 'reporting'): this one is made unique.
  const stamp = Date.now();
  const name = `Reporting ${stamp}`;
  const code = `reporting-${stamp}`;
  await signInAsAdmin(page);
  await openGroups(page);
  await expect(page.getByRole('heading', { name: 'Groups', level: 1 })).toBeVisible();

  const add = page.getByRole('region', { name: 'Add Group' });
  await add.getByLabel(/^Name/).fill(name);
  await add.getByLabel(/^Code/).fill(code);
  await expect(add.getByText('0 selected')).toBeVisible();
  const search = add.getByLabel('Search permissions');
  await search.fill('supplier');
  await expect(add.getByLabel('Can view website', { exact: true })).toHaveCount(0);
  await add.getByLabel('Can view supplier', { exact: true }).check();
  await search.fill('change supplier');
  await add.getByLabel('Can change supplier', { exact: true }).check();
  await expect(add.getByText('2 selected')).toBeVisible();
  await add.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Successfuly saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/credentials\/groups\?id=\d+$/);
  const list = page.getByRole('region', { name: 'Groups', exact: true });
  const row = list.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText(name);
  await expect(row.getByRole('cell').nth(2)).toHaveText('2');

  // Edit: the form holds the saved group; rename it and add a permission.
  await page.reload();
  const edit = page.getByRole('region', { name: 'Edit Group' });
  await expect(edit.getByLabel(/^Name/)).toHaveValue(name);
  await expect(edit.getByLabel(/^Code/)).toHaveValue(code);
  await expect(edit.getByText('2 selected')).toBeVisible();
  await expect(edit.getByLabel('Can change supplier', { exact: true })).toBeChecked();
  await edit.getByLabel(/^Name/).fill(`${name} v2`);
  await edit.getByLabel('Search permissions').fill('view website');
  await edit.getByLabel('Can view website', { exact: true }).check();
  await expect(edit.getByText('3 selected')).toBeVisible();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfuly saved.').last()).toBeVisible();
  await expect(row).toContainText(`${name} v2`);
  await expect(row.getByRole('cell').nth(2)).toHaveText('3');

  // The plus button clears the form; a code already taken is the server's field error.
  await page.getByRole('link', { name: 'New group' }).first().click();
  await expect(page).toHaveURL(/\/credentials\/groups$/);
  const fresh = page.getByRole('region', { name: 'Add Group' });
  await expect(fresh.getByLabel(/^Name/)).toHaveValue('');
  await expect(fresh.getByText('0 selected')).toBeVisible();
  await fresh.getByLabel(/^Name/).fill(`Copy of ${name}`);
  await fresh.getByLabel(/^Code/).fill(code);
  await fresh.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Failed to save, please try agian.')).toBeVisible();
  await expect(fresh.getByText('A group with this code already exists.')).toBeVisible();
  await expect(page).toHaveURL(/\/credentials\/groups$/);

  // Back to the group from the list's edit button.
  await row.getByRole('link', { name: `Edit ${name} v2` }).click();
  await expect(page.getByRole('region', { name: 'Edit Group' }).getByLabel(/^Name/)).toHaveValue(`${name} v2`);
});

test('a developer renames a permission; an admin sees only "Developer only access"', async ({ page }) => {
  const codename = 'settings.view_externalapi';
  const renamed = `Can see external APIs ${Date.now()}`;
  await signIn(page, 'developer1', demoPassword);
  await expect(page.getByRole('banner')).toContainText('developer');
  await page.goto('/credentials/permissions');
  await expect(page.getByRole('heading', { name: 'Permissions', level: 1 })).toBeVisible();

  const settings = page.getByRole('region', { name: 'Settings', exact: true });
  const input = settings.getByLabel(`Name of ${codename}`);
  await expect(input).toHaveValue('Can view external API');
  await input.fill(renamed);
  await settings.getByRole('button', { name: `Save ${codename}` }).click();
  await expect(page.getByText('Successfuly updated.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(`Name of ${codename}`)).toHaveValue(renamed);

  // The old name comes back for the other specs.
  await page.getByLabel(`Name of ${codename}`).fill('Can view external API');
  await page.getByRole('button', { name: `Save ${codename}` }).click();
  await expect(page.getByText('Successfuly updated.').last()).toBeVisible();
  await expect(page.getByRole('button', { name: `Save ${codename}` })).toBeDisabled();

  // Services: the same page shape for descriptions.
  await page.goto('/credentials/services');
  await expect(page.getByLabel('Description of Settings')).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await signInAsAdmin(page, '/credentials/permissions');
  await expect(page.getByText('Developer only access')).toBeVisible();
  await expect(page.getByLabel(/^Name of /)).toHaveCount(0);
  await page.goto('/credentials/services');
  await expect(page.getByText('Developer only access')).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './fixtures';

test('a group type is added from the Groups Types screen and edited', async ({ page }) => {
  const name = `E2E Format ${Date.now()}`;
  await signInAsAdmin(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByText('Websites', { exact: true }).click();
  await nav.getByRole('link', { name: 'Groups Types' }).click();
  await expect(page).toHaveURL(/\/groups_types$/);

  const form = page.getByRole('region', { name: 'Add', exact: true });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('System Default').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Successfully added with ID: \d+/)).toBeVisible();
  await expect(page).toHaveURL(/\/groups_types\/\d+$/);

  const editor = page.getByRole('region', { name: 'Edit', exact: true });
  await expect(editor.getByLabel('System Default')).toBeChecked();
  await editor.getByLabel('Suspended', { exact: true }).check();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated')).toBeVisible();

  // The same name again is refused; the error area shows the server's answer.
  await page.getByRole('link', { name: 'New group type' }).first().click();
  await page.getByRole('region', { name: 'Add', exact: true }).getByLabel('Name').fill(name);
  await page.getByRole('region', { name: 'Add', exact: true }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('region', { name: 'Add', exact: true }).getByRole('alert')).toContainText(
    'A group type with this name already exists.',
  );
});

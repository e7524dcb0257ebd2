import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './fixtures';

test('a whitelabel entry is created through the editor and shows in the list', async ({ page }) => {
  const host = `e2e-${Date.now()}.example.com`;
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Whitelabel' }).click();
  await expect(page).toHaveURL(/\/whitelabel$/);
  await expect(page.getByRole('heading', { name: 'Add', exact: true })).toBeVisible();

  await page.getByLabel('Domain', { exact: true }).fill(`https://${host}`);
  await page.getByLabel('Active', { exact: true }).check();
  await page.getByLabel('Company name').fill('E2E Media');
  await page.getByLabel('Terms link').fill(`https://${host}/terms`);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Successfuly created whitelist.')).toBeVisible();
  await expect(page).toHaveURL(/\/whitelabel\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Edit' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Domains' });
  await expect(list.getByRole('link', { name: host, exact: true })).toBeVisible();

  // The plus button opens a clean Add form, even when already on it.
  await page.getByRole('link', { name: 'New whitelabel' }).first().click();
  await expect(page).toHaveURL(/\/whitelabel$/);
  await expect(page.getByRole('heading', { name: 'Add' })).toBeVisible();
  await page.getByLabel('Company name').fill('Half typed');
  await page.getByRole('link', { name: 'New whitelabel' }).first().click();
  await expect(page.getByLabel('Company name')).toHaveValue('');

  // Saving the same domain again is refused with the server's field error.
  await page.getByLabel('Domain', { exact: true }).fill(host);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Faild to create whitelist for domain')).toBeVisible();
});

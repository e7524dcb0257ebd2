import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './fixtures';

test('changing your phone number saves', async ({ page }) => {
  const phone = `+1 555 ${String(Date.now()).slice(-4)}`;
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('tab', { name: 'Your info' })).toBeVisible();

  await page.getByLabel('Phone').fill(phone);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfuly saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Phone')).toHaveValue(phone);
});

test('the Login Info and Bank info tabs open their forms', async ({ page }) => {
  await signInAsAdmin(page, '/profile');
  await page.getByRole('tab', { name: 'Login Info' }).click();
  await expect(page.getByLabel('Email confirmation')).toBeVisible();
  await expect(page.getByLabel('Old password')).toBeVisible();
  await page.getByRole('tab', { name: 'Bank info' }).click();
  await page.getByLabel('Bank name').fill('E2E Bank');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfuly saved.')).toBeVisible();
});

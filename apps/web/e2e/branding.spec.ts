import { expect, test } from '@playwright/test';
import { onHost } from './fixtures';

test('localhost is the Northwind Media white label', async ({ page }) => {
  await page.goto(onHost('localhost', '/login'));
  await expect(page).toHaveTitle('Northwind Media');
  await expect(page.getByText('Sign in to Northwind Media')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Northwind Media' })).toBeVisible();
});

test('127.0.0.1 is the main label, Pubdesk', async ({ page }) => {
  await page.goto(onHost('127.0.0.1', '/login'));
  await expect(page).toHaveTitle('Pubdesk');
  await expect(page.getByText('Sign in to Pubdesk')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Pubdesk' })).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { admin, signIn, signInAsAdmin } from './fixtures';

test('an admin signs in and sees the role in the top bar and 2.0 in the footer', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByText('admin', { exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveText('2.0');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Whitelabel' })).toBeVisible();
});

test('reloading the dashboard keeps the session and shows the console', async ({ page }) => {
  await signInAsAdmin(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('admin', { exact: true })).toBeVisible();
});

test('a wrong password shows the server detail under "Faild to login"', async ({ page }) => {
  await signIn(page, admin.username, 'not-the-password');
  await expect(page.getByText('Faild to login')).toBeVisible();
  await expect(page.getByText('No active account found with the given credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the username is lower-cased before sending', async ({ page }) => {
  await signIn(page, 'ADMIN', admin.password);
  await expect(page.getByRole('banner')).toContainText('admin');
});

test('signing out returns to the login page and guards the console again', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
});

test('a signed-out visitor is sent to login and comes back after signing in', async ({ page }) => {
  await page.goto('/whitelabel');
  await expect(page).toHaveURL(/\/login\?next=%2Fwhitelabel$/);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/whitelabel$/);
});

test('unknown pages show the not-found page inside the layout when signed in', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/no-such-page');
  await expect(page.getByText('Oops! Page not found.')).toBeVisible();
  await expect(page.getByText('We could not find the page you were looking for.')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveText('2.0');
});

test('a disabled account is sent to the Account Disabled page', async ({ page }) => {
  await signIn(page, 'publisher4', 'demo-pass-123');
  await expect(page).toHaveURL(/\/suspended$/);
  await expect(page.getByText('Account Disabled')).toBeVisible();
});

test('staff other than admins keep a session', async ({ page }) => {
  await signIn(page, 'account_manager1', 'demo-pass-123');
  await expect(page.getByRole('banner')).toContainText('account manager');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

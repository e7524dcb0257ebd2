import { expect, test, type Page } from '@playwright/test';
import { checkIn, network1, publisher1, signInAsAdmin, whiteLabelOrigin } from './fixtures';

async function fillSignIn(page: Page, user: { username: string; password: string }): Promise<void> {
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('staff are sent to the console, networks and publishers to the portal, where publisher1 signs in', async ({ page }) => {
  await page.goto('/portal/login');
  await fillSignIn(page, { username: 'admin', password: 'admin-pass-123' });
  await expect(page.getByRole('heading', { name: 'This is the publisher portal' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the console sign-in' })).toHaveAttribute('href', '/login');

  // The console refuses a publisher and points to the portal.
  await page.goto('/login');
  await fillSignIn(page, publisher1);
  await page.getByRole('link', { name: 'Networks and publishers sign in at the portal' }).click();
  await expect(page).toHaveURL(/\/portal\/login$/);

  await fillSignIn(page, publisher1);
  await expect(page).toHaveURL(/\/portal\/overview$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Overview' })).toBeVisible();
});

test("a white label's portal shows the label's branding and signs its network in", async ({ page, baseURL }) => {
  await page.goto(`${whiteLabelOrigin(baseURL)}/portal/login`);
  await expect(page.getByText('Sign in to Northwind Media')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', 'https://northwind.example/terms');
  await checkIn(page, 'the portal sign-in page');
  await fillSignIn(page, network1);
  await expect(page).toHaveURL(/\/portal\/overview$/);
  await expect(page.getByRole('banner')).toContainText('Northwind Media');
});

test('Impersonate in the console lands in the portal with the banner, the key gone and used once', async ({ page, context }) => {
  // Both apps load, and axe reads the portal: more than one screen's worth of time on a 2-core machine.
  test.setTimeout(90_000);
  let keyUrl = '';
  context.on('request', (request) => {
    if (request.url().includes('impersonating=')) keyUrl ||= request.url();
  });
  await signInAsAdmin(page, '/users?search=publisher1');
  await page.getByRole('link', { name: 'Edit publisher1', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Account summary' })).toContainText('publisher1');

  const opened = context.waitForEvent('page');
  await page.getByRole('group', { name: 'User actions' }).getByRole('button', { name: 'Impersonate' }).click();
  const portal = await opened;
  // publisher1 belongs to the Northwind label: the portal opens on the label's domain.
  await expect(portal).toHaveURL(/^http:\/\/localhost:\d+\/portal\/overview$/);
  const banner = portal.getByRole('region', { name: `Viewing as ${publisher1.name}` });
  await expect(banner).toBeVisible();
  expect(keyUrl).toMatch(/^http:\/\/localhost:\d+\/portal\/\?impersonating=/);
  await checkIn(portal, 'the portal while impersonating');

  // Bank details (and e-mail, password) stay the user's own: disabled, with the reason.
  await portal.getByRole('link', { name: 'Profile' }).first().click();
  await portal.getByRole('tab', { name: 'Bank info' }).click();
  await expect(portal.getByText('e-mail, password and bank details can only be changed by the user')).toBeVisible();
  await expect(portal.getByLabel('Bank name')).toBeDisabled();
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'End' }).click();
  await expect(portal.getByText('Impersonation ended. You can close this tab.')).toBeVisible();

  // The key is single-use: opening its address again is refused.
  await portal.goto(keyUrl);
  await expect(portal.getByText('This url is not valid or has expired!')).toBeVisible();
  await expect(portal).not.toHaveURL(/impersonating=/);
  // The staff user's own console session in the first tab is untouched.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Account summary' })).toContainText('publisher1');
});

import { expect, test } from '@playwright/test';
import { latestMail, onHost } from '../../web/e2e/fixtures';

test('the main label offers no sign-up', async ({ page }) => {
  await page.goto(onHost('127.0.0.1', '/portal/login'));
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
  await page.goto(onHost('127.0.0.1', '/portal/signup'));
  await expect(page.getByText('Sign-up is not available on this domain.')).toBeVisible();
});

test('a white label that allows sign-up registers and verifies a new account', async ({ page, request }) => {
  const stamp = Date.now();
  const username = `e2e${stamp}`;
  const email = `${username}@demo.pubdesk.test`;

  // The console's sign-up link opens the portal's sign-up: new accounts are networks' and publishers'.
  await page.goto(onHost('localhost', '/login'));
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/portal\/signup$/);

  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('This field may not be blank.').first()).toBeVisible();

  await page.getByLabel('First name').fill('Edie');
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('signup-pass-123');
  await page.getByLabel('Confirm password').fill('signup-pass-123');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Your account has been created. Check your email to verify it.')).toBeVisible();

  const mail = await latestMail(request, email);
  const link = /\/portal\/verify\/[^\s"'<>]+/.exec(mail.text)?.[0];
  expect(link, 'the mail carries a /portal/verify/<key> link').toBeTruthy();
  await page.goto(onHost('localhost', link ?? '/'));
  await expect(page.getByText('Your account has been verified.')).toBeVisible();

  await page.goto(onHost('localhost', '/portal/verify/not-a-real-key'));
  await expect(page.getByText('This url is not valid or has expired!')).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { latestMail, newestMailId } from './fixtures';

test('the forgot form validates the email and offers Resend after an answer', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'I Forgot my password' }).click();
  await expect(page).toHaveURL(/\/forgot$/);

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Please provide a valid email.')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Please provide a valid email.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend' })).toHaveCount(0);

  await page.getByLabel('Email').fill('nobody@demo.pubdesk.test');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend' })).toBeVisible();

  await page.getByRole('button', { name: 'Return to login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an invalid reset key says so', async ({ page }) => {
  await page.goto('/reset/not-a-real-key');
  await expect(page.getByText('This url is not valid or has expired!')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
});

test("a publisher's password is reset through the mailed link, which opens the portal, where it then signs in", async ({
  page,
  request,
}) => {
  // publisher2: the portal's tests sign publisher1 in with the demo password.
  const email = 'publisher2@demo.pubdesk.test';
  const newPassword = `Reset-${Date.now()}-pw`;
  const before = await newestMailId(request, email);

  await page.goto('/forgot');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('button', { name: 'Resend' })).toBeVisible();

  // A network's or publisher's key opens the portal's reset page: the console would refuse them.
  const mail = await latestMail(request, email, before);
  const link = /\/portal\/reset\/[^\s"'<>]+/.exec(mail.text)?.[0];
  expect(link, 'the mail carries a /portal/reset/<key> link').toBeTruthy();

  await page.goto(link ?? '/');
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Your password has been reset. You can now login with the new password.')).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/login$/, { timeout: 8_000 });

  await page.getByLabel('Username').fill('publisher2');
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/portal\/overview$/);
});

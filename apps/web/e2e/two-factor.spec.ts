import { expect, test, type Page } from '@playwright/test';
import { checkIn } from './axe';
import { adminToken, signIn, signInAsAdmin } from './fixtures';
import { totp } from './totp';

/**
 * Two-factor sign-in, end to end, as a staff user made for this test (the demo users other specs
 * sign in as keep their password-only sign-in): set up from Profile › Login Info with a code
 * computed from the secret on screen, then sign in with a code, then with a recovery code; and
 * an admin's Reset 2FA on the user screen.
 */
const user = { username: `e2e_2fa_${Date.now()}`, password: 'two-factor-pass-1', first_name: 'Tove', last_name: 'Factor' };
/** Another, whose 2FA is turned on through the API and reset by the admin. */
const other = { username: `e2e_2fa_reset_${Date.now()}`, password: 'two-factor-pass-2', first_name: 'Rhea', last_name: 'Setter' };
let otherId = 0;

test.beforeAll(async ({ request }) => {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  for (const made of [user, other]) {
    const response = await request.post('/api/users/', {
      headers,
      data: { ...made, email: `${made.username}@example.test`, role: 'account_manager' },
    });
    expect(response.status(), await response.text()).toBe(201);
    if (made === other) otherId = ((await response.json()) as { id: number }).id;
  }
});

/** The Two-factor authentication card of Profile › Login Info. */
async function twoFactorCard(page: Page) {
  await page.getByRole('tab', { name: 'Login Info' }).click();
  return page.getByRole('region', { name: 'Two-factor authentication' });
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
}

test('set up two-factor authentication, then sign in with a code and with a recovery code', async ({ page }) => {
  await signIn(page, user.username, user.password, '/profile');
  const card = await twoFactorCard(page);
  await expect(card.getByText('Off', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await card.getByLabel('Password', { exact: true }).fill(user.password);
  await card.getByRole('button', { name: 'Continue' }).click();
  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await checkIn(page, 'the two-factor set-up');
  const secret = await card.getByLabel('Secret key').inputValue();
  await card.getByLabel('Authentication code').fill(totp(secret));
  await card.getByRole('button', { name: 'Turn on' }).click();

  const list = card.getByRole('list', { name: 'Your recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allTextContents();
  expect(recoveryCodes[0]).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
  await card.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await expect(card.getByText(/10 recovery codes left\./)).toBeVisible();
  await signOut(page);

  // The code of this 30-second step was spent turning 2FA on: the next step's, which the server
  // also accepts, signs in.
  await signIn(page, user.username, user.password);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await checkIn(page, "the sign-in's second step");
  await page.getByLabel('Authentication code').fill(totp(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toContainText('account manager');
  await signOut(page);

  await signIn(page, user.username, user.password, '/profile');
  await page.getByRole('switch', { name: 'Use a recovery code' }).check();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect((await twoFactorCard(page)).getByText(/9 recovery codes left\./)).toBeVisible();
});

test("an admin resets a user's two-factor authentication from the user screen", async ({ page, request }) => {
  const signedIn = await request.post('/api/auth/token/', { data: { username: other.username, password: other.password } });
  const headers = { Authorization: `Bearer ${((await signedIn.json()) as { access: string }).access}` };
  const setup = await request.post('/api/auth/2fa/setup/', { headers, data: { password: other.password } });
  const { secret } = (await setup.json()) as { secret: string };
  expect((await request.post('/api/auth/2fa/confirm/', { headers, data: { code: totp(secret) } })).ok()).toBe(true);

  await signInAsAdmin(page, `/users/${otherId}`);
  const card = page.getByRole('region', { name: 'Account summary' });
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Reset 2FA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset two-factor authentication' });
  await expect(dialog).toContainText('Rhea Setter');
  await dialog.getByRole('button', { name: 'Reset 2FA' }).click();
  await expect(page.getByText('Two-factor authentication was reset.', { exact: false })).toBeVisible();
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
});

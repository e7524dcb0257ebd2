import { expect, test } from '@playwright/test';
import { publisher1, signInPortal } from './fixtures';

// The portal's profile is the console's (@pubdesk/ui/account): its Login Info tab offers 2FA too.
// Looked at only: publisher1 signs in with a password alone in the other specs.
test('the profile offers two-factor authentication under Login Info', async ({ page }) => {
  await signInPortal(page, publisher1, '/portal/profile');
  await page.getByRole('tab', { name: 'Login Info' }).click();
  const card = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Set up two-factor authentication' })).toBeEnabled();
});

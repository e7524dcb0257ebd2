import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './fixtures';

test('the users list shows the demo users, pages by ten and searches as you type', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

  const list = page.getByRole('region', { name: 'Users', exact: true });
  const rows = list.getByRole('row').filter({ has: page.getByRole('cell') });
  const rowOf = (username: string) => rows.filter({ has: page.getByRole('cell', { name: username, exact: true }) });

  // Page 1 of the demo world (oldest first): staff, then networks, then the first publishers.
  const admin = rowOf('admin');
  await expect(admin).toBeVisible();
  await expect(admin.getByRole('cell', { name: 'Admin', exact: true })).toBeVisible();
  await expect(admin.getByText('Active')).toBeVisible();
  // The admin has just signed in.
  await expect(admin.getByRole('cell', { name: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} (AM|PM)$/ })).toBeVisible();
  const manager = rowOf('account_manager1');
  await expect(manager.getByRole('cell', { name: 'Amelia Moreau' })).toBeVisible();
  await expect(manager.getByRole('cell', { name: 'Account manager' })).toBeVisible();
  await expect(manager.getByRole('cell', { name: 'account_manager1@demo.pubdesk.test' })).toBeVisible();
  await expect(rowOf('network1').getByRole('img', { name: 'Verified', exact: true })).toBeVisible();
  await expect(rowOf('network3').getByRole('img', { name: 'Not Verified' })).toBeVisible();
  await expect(rows).toHaveCount(10);
  await expect(list.getByRole('button', { name: 'Previous' })).toBeDisabled();

  // Page 2 has the rest.
  await list.getByRole('button', { name: 'Next' }).click();
  await expect(rowOf('newsite1')).toBeVisible();
  await expect(rowOf('admin')).toHaveCount(0);
  await expect(rowOf('publisher4').getByText('Suspended')).toBeVisible();
  await list.getByRole('button', { name: 'Previous' }).click();
  await expect(rowOf('admin')).toBeVisible();
  await expect(rowOf('newsite1')).toHaveCount(0);

  // Typing searches without Enter and shows only publishers.
  await list.getByRole('searchbox', { name: 'Search' }).fill('publisher');
  await expect(rowOf('organization1')).toHaveCount(0);
  await expect(rowOf('publisher1')).toBeVisible();
  await expect(rowOf('publisher6')).toBeVisible();
  await expect(list.getByRole('button', { name: 'Next' })).toBeDisabled();
  for (const row of await rows.all()) {
    await expect(row.getByRole('cell', { name: 'Publisher', exact: true })).toBeVisible();
  }

  // Edit opens the user's screen, Wallet the wallets of the same account (Payments, filtered).
  const edit = rowOf('publisher2').getByRole('link', { name: 'Edit publisher2' });
  await expect(edit).toHaveAttribute('href', /^\/users\/\d+$/);
  const id = ((await edit.getAttribute('href')) ?? '').split('/').pop();
  await expect(rowOf('publisher2').getByRole('link', { name: 'Wallet of publisher2' })).toHaveAttribute('href', `/payments?account=${id}`);
  await expect(list.getByRole('link', { name: 'Add user' })).toHaveAttribute('href', '/users/new');
  await edit.click();
  await expect(page).toHaveURL(new RegExp(`/users/${id}$`));
});

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, signInAsAdmin } from './fixtures';

/** Opens a user's screen from the users list (search, then the row's Edit link). */
async function openUser(page: Page, username: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users', exact: true }).click();
  const list = page.getByRole('region', { name: 'Users', exact: true });
  await list.getByRole('searchbox', { name: 'Search' }).fill(username);
  await list.getByRole('link', { name: `Edit ${username}`, exact: true }).click();
  await expect(page).toHaveURL(/\/users\/\d+$/);
  await expect(page.getByRole('region', { name: 'Account summary' })).toContainText(username);
}

/** Removes the user's exceptions left by an earlier run, through the API. */
async function clearExceptions(request: APIRequestContext, username: string): Promise<void> {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const users = await request.get('/api/users/', { params: { search: username }, headers });
  const user = ((await users.json()) as { results: { id: number; username: string }[] }).results.find((u) => u.username === username);
  if (!user) throw new Error(`No user ${username}`);
  const list = await request.get('/api/exceptions/', { params: { user: user.id, limit: 1000 }, headers });
  for (const exception of ((await list.json()) as { results: { id: number }[] }).results) {
    await request.delete(`/api/exceptions/${exception.id}/`, { headers });
  }
}

test('suspending and activating a publisher shows in its card', async ({ page }) => {
  await signInAsAdmin(page);
  await openUser(page, 'publisher2');
  const card = page.getByRole('region', { name: 'Account summary' });
  const actions = page.getByRole('group', { name: 'User actions' });
  await expect(card.getByText('Active', { exact: true })).toBeVisible();

  await actions.getByRole('button', { name: 'Suspend User' }).click();
  await expect(card.getByText('Suspended', { exact: true })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Activate User' })).toBeVisible();

  await actions.getByRole('button', { name: 'Activate User' }).click();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Suspend User' })).toBeVisible();
});

test('a grant exception can be added and deleted on the Permissions tab', async ({ page, request }) => {
  await clearExceptions(request, 'publisher2');
  await signInAsAdmin(page);
  await openUser(page, 'publisher2');
  await page.getByRole('tab', { name: 'Permissions' }).click();
  const exceptions = page.getByRole('region', { name: 'Exceptions' });
  await expect(exceptions.getByText('No exceptions')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Effective permissions' })).toContainText(/\d+ permissions/);

  const form = page.getByRole('region', { name: 'Add exception' });
  await form.getByRole('combobox', { name: 'Permission' }).fill('settings.view_metric');
  await page.getByRole('option', { name: 'Can view metric (settings.view_metric)' }).click();
  await form.getByText('Grant', { exact: true }).click();
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Successfuly added new exception.')).toBeVisible();

  const row = exceptions.getByRole('row').filter({ hasText: 'settings.view_metric' });
  await expect(row.getByText('Grant', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Delete exception settings.view_metric' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfuly deleted the selected exception.')).toBeVisible();
  await expect(exceptions.getByText('No exceptions')).toBeVisible();
});

test("a staff user's screen: impersonation answered 'Publishers and Networks only', own buttons disabled, logs and other tabs", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openUser(page, 'admin');
  const actions = page.getByRole('group', { name: 'User actions' });
  await actions.getByRole('button', { name: 'Impersonate' }).click();
  await expect(page.getByText('Publishers and Networks only')).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Suspend User' })).toBeDisabled();

  await page.getByRole('tab', { name: 'Logs' }).click();
  const logs = page.getByRole('region', { name: 'Logs' });
  const rows = logs.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toBeVisible();
  await expect(rows.first().getByRole('cell', { name: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} (AM|PM)$/ })).toBeVisible();
  await expect(rows.first()).toContainText('ip: ');
  await expect(logs.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await page.getByRole('tab', { name: 'Additional' }).click();
  await expect(page.getByRole('region', { name: 'Additional' })).toContainText('Company name');

  await page.getByRole('tab', { name: 'Login Info' }).click();
  await expect(page.getByLabel('Email confirmation')).toBeVisible();
  await page.getByRole('tab', { name: 'Bank info' }).click();
  await expect(page.getByLabel('Bank name')).toBeVisible();
});

test('saving User info of a publisher', async ({ page }) => {
  await signInAsAdmin(page);
  await openUser(page, 'publisher2');
  const city = `City ${String(Date.now()).slice(-4)}`;
  await page.getByLabel('City').fill(city);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfuly saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue(city);
});

import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminToken, signInAsAdmin, openMenu } from './fixtures';

/** Chooses an option of a searchable select: types part of it, then clicks it. */
async function choose(form: Locator, label: string, search: string, option: string): Promise<void> {
  await form.getByRole('combobox', { name: label }).fill(search);
  await form.page().getByRole('option', { name: option }).click();
}

/** Removes the account manager's assignments to `partyName` left by an earlier run, through the API. */
async function clearAssignments(request: APIRequestContext, partyName: string): Promise<void> {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const list = await request.get('/api/assigned/', { params: { search: partyName, limit: 1000 }, headers });
  const rows = ((await list.json()) as { results: { id: number; names: Record<string, string | null> }[] }).results;
  for (const row of rows.filter((r) => r.names.account_manager === 'Amelia Moreau')) {
    await request.delete(`/api/assigned/${row.id}/`, { headers });
  }
}

/** The id in a 'Created Successfully with ID: N' notice. */
async function createdId(page: Page): Promise<string> {
  const notice = page.getByText(/Created Successfully with ID: \d+/);
  await expect(notice).toBeVisible();
  return /(\d+)$/.exec((await notice.textContent()) ?? '')?.[1] ?? '';
}

test('an admin creates, edits and deletes an assignment on Credentials > Assignments', async ({ page, request }) => {
  await clearAssignments(request, 'Kestrel');
  await signInAsAdmin(page);
  await openMenu(page, 'Credentials', 'Assignments', /\/credentials\/assignments$/);
  await expect(page.getByRole('heading', { name: 'Assignments', level: 1 })).toBeVisible();

  // Create: an account manager looking after a network.
  const add = page.getByRole('region', { name: 'Add Assignment' });
  await choose(add, 'Account manager', 'account_manager1', 'Amelia Moreau (account_manager1)');
  await choose(add, 'Network', 'network3', 'Kestrel Ads (network3)');
  await add.getByRole('button', { name: 'Save' }).click();
  const id = await createdId(page);
  await expect(page).toHaveURL(new RegExp(`/credentials/assignments\\?id=${id}$`));

  // The row, found by searching (older rows may fill the first page).
  const list = page.getByRole('region', { name: 'Assignments', exact: true });
  await list.getByRole('searchbox', { name: 'Search assignments' }).fill('Kestrel');
  const row = list.getByRole('row').filter({ has: page.getByRole('button', { name: `Delete assignment ${id}`, exact: true }) });
  await expect(row).toContainText('Amelia Moreau');
  await expect(row).toContainText('Kestrel Ads');
  await expect(row.getByRole('cell').nth(4)).toHaveText('-');

  // Edit: the form holds the saved parties; add a publisher.
  await row.getByRole('link', { name: `Edit assignment ${id}`, exact: true }).click();
  const edit = page.getByRole('region', { name: 'Edit Assignment' });
  await expect(edit.getByRole('combobox', { name: 'Account manager' })).toHaveValue('Amelia Moreau (account_manager1)');
  await expect(edit.getByRole('combobox', { name: 'Network' })).toHaveValue('Kestrel Ads (network3)');
  await choose(edit, 'Publisher', 'publisher5', 'Ana Costa (publisher5)');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Update Successfully')).toBeVisible();
  await expect(row.getByRole('cell').nth(4)).toHaveText('Ana Costa');

  // Delete, after the question; the form goes back to Add.
  await row.getByRole('button', { name: `Delete assignment ${id}`, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Successfuly deleted the record with ID: ${id}`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page).toHaveURL(/\/credentials\/assignments$/);
  await expect(page.getByRole('region', { name: 'Add Assignment' })).toBeVisible();
});

test("an assignment is added on an account manager's Assignments tab, with them as manager", async ({ page, request }) => {
  await clearAssignments(request, 'publisher6');
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users', exact: true }).click();
  const users = page.getByRole('region', { name: 'Users', exact: true });
  await users.getByRole('searchbox', { name: 'Search' }).fill('account_manager1');
  await users.getByRole('link', { name: 'Edit account_manager1', exact: true }).click();
  await expect(page).toHaveURL(/\/users\/\d+$/);
  await page.getByRole('tab', { name: 'Assignments' }).click();

  // The viewed user's own field is fixed; the others are chosen.
  const form = page.getByRole('region', { name: 'Add Assignment' });
  const own = form.getByLabel('Account manager', { exact: true });
  await expect(own).toHaveValue('Amelia Moreau (account_manager1)');
  await expect(own).toHaveAttribute('readonly', '');
  await choose(form, 'Publisher', 'publisher6', 'Femi Adeyemi (publisher6)');
  await form.getByRole('button', { name: 'Save' }).click();
  const id = await createdId(page);

  const list = page.getByRole('region', { name: 'Assignments', exact: true });
  const row = list.getByRole('row').filter({ has: page.getByRole('button', { name: `Delete assignment ${id}`, exact: true }) });
  await expect(row).toContainText('Amelia Moreau');
  await expect(row).toContainText('Femi Adeyemi');
  // The form is empty again for the next one.
  await expect(form.getByRole('combobox', { name: 'Publisher' })).toHaveValue('');

  await row.getByRole('button', { name: `Delete assignment ${id}`, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Successfuly deleted the record with ID: ${id}`)).toBeVisible();
  await expect(row).toHaveCount(0);
});

import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken, shiftDay, signIn, signInAsAdmin } from './fixtures';

/** A fresh website with no placement groups, rates or shares yet. */
async function createWebsite(request: APIRequestContext, name: string): Promise<number> {
  const token = await adminToken(request);
  const response = await request.post('/api/websites/', {
    data: { name, url: `https://${Date.now()}.e2e-placements.example`, category: 'news', status: 'active' },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

test('/placements_groups without a website goes to /websites', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/placements_groups');
  await expect(page).toHaveURL(/\/websites$/);
  await expect(page.getByRole('region', { name: 'Add website' })).toBeVisible();
});

test('a placement group is added, then a fill rate and a Pubdesk share through the modals', async ({ page, request }) => {
  const website = await createWebsite(request, `E2E Placements ${Date.now()}`);
  await signInAsAdmin(page, `/placements_groups?website=${website}`);

  const form = page.getByRole('region', { name: 'Add', exact: true });
  await form.getByLabel('Name').fill('Header slot');
  await form.getByRole('combobox', { name: 'Group', exact: true }).click();
  const option = page.getByRole('listbox').getByRole('option').first();
  const format = (await option.textContent()) ?? '';
  await option.click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Successfully added with ID: \d+/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/placements_groups/\\d+\\?website=${website}$`));
  await expect(page.getByRole('region', { name: 'Edit', exact: true }).getByLabel('Name')).toHaveValue('Header slot');
  const list = page.getByRole('region', { name: 'Placement groups' });
  await expect(list.getByRole('link', { name: 'Header slot' })).toBeVisible();
  await expect(list.getByRole('cell', { name: format })).toBeVisible();

  // Fill rate.
  await page.getByRole('toolbar', { name: 'Placement group tools' }).getByRole('button', { name: 'Fill Rate' }).click();
  const rates = page.getByRole('dialog', { name: 'Fill Rate' });
  await expect(rates.getByText('Nothing set for this website yet')).toBeVisible();
  await rates.getByRole('button', { name: 'Add' }).click();
  await expect(rates.getByText('This field is required.')).toHaveCount(2);
  await rates.getByRole('combobox', { name: 'Group', exact: true }).click();
  await page.getByRole('listbox').getByRole('option', { name: format, exact: true }).click();
  await rates.getByLabel('Rate').fill('82.5');
  await rates.getByRole('button', { name: 'Add' }).click();
  await expect(rates.getByText(`${format} - 82.5%`)).toBeVisible();
  // A second rate for the same format from the same day is refused, and the modal lists the server's answer.
  await rates.getByRole('combobox', { name: 'Group', exact: true }).click();
  await page.getByRole('listbox').getByRole('option', { name: format, exact: true }).click();
  await rates.getByLabel('Rate').fill('50');
  await rates.getByRole('button', { name: 'Add' }).click();
  await expect(rates.getByRole('alert')).toContainText('Another period already starts on this day');
  await page.keyboard.press('Escape');
  await expect(rates).toBeHidden();

  // Pubdesk share.
  await page.getByRole('button', { name: 'Shares' }).click();
  await expect(page.getByRole('menuitem', { name: 'PMP' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Pubdesk' }).click();
  const shares = page.getByRole('dialog', { name: 'Pubdesk Shares' });
  await shares.getByRole('combobox', { name: 'Group', exact: true }).click();
  await page.getByRole('listbox').getByRole('option', { name: format, exact: true }).click();
  await shares.getByLabel('Share').fill('75');
  await shares.getByRole('button', { name: 'Add' }).click();
  await expect(shares.getByText(`${format} - 75%`)).toBeVisible();
  // It holds from today: it has started, so it cannot be deleted. A period from tomorrow can.
  await expect(shares.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  const start = shares.getByRole('textbox', { name: 'Start date' });
  const tomorrow = shiftDay(await start.inputValue(), 1);
  await shares.getByRole('combobox', { name: 'Group', exact: true }).click();
  await page.getByRole('listbox').getByRole('option', { name: format, exact: true }).click();
  await shares.getByLabel('Share').fill('60');
  await start.fill(tomorrow);
  await start.press('Tab');
  await shares.getByRole('button', { name: 'Add' }).click();
  const history = shares.getByRole('table', { name: 'History' });
  await expect(history.getByRole('row')).toHaveCount(3);
  await shares.getByRole('button', { name: `Delete ${format} - 60% from ${tomorrow}` }).click();
  await expect(page.getByText('Successfully deleted the selected group share')).toBeVisible();
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(shares.getByText(`${format} - 75%`)).toBeVisible();
});

test('PMP shares are for admins only: others get no PMP menu item, and no access to the PMP page', async ({ page, request }) => {
  const website = await createWebsite(request, `E2E Organization ${Date.now()}`);
  await signIn(page, 'organization1', 'demo-pass-123');
  await expect(page.getByRole('banner')).toContainText('organization');

  await page.goto(`/placements_groups?website=${website}`);
  await page.getByRole('button', { name: 'Shares' }).click();
  await expect(page.getByRole('menuitem', { name: 'Network' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'PMP' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto(`/shares/network?website=${website}`);
  await expect(page.getByRole('heading', { name: 'Network Shares' })).toBeVisible();
  await page.goto(`/shares/pmp?website=${website}`);
  await expect(page.getByRole('heading', { name: 'No access', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'PMP Shares' })).toHaveCount(0);
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsAdmin, openMenu } from './fixtures';

/** Picks `option` in a Mantine select. */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

async function openSettings(page: Page, item: 'Metrics' | "External API's"): Promise<void> {
  await openMenu(page, 'Settings', item, item === 'Metrics' ? /\/settings\/metrics/ : /\/settings\/api/);
}

test('a metric is added with its type label in the table, edited, and a bad shortname is refused', async ({ page }) => {
  const stamp = Date.now();
  const name = `E2E AdX Requests ${stamp}`;
  const shortname = `e2e-adx-requests-${stamp}`;
  await signInAsAdmin(page);
  await openSettings(page, 'Metrics');
  await expect(page).toHaveURL(/\/settings\/metrics$/);
  await expect(page.getByRole('heading', { name: 'Metrics', level: 1 })).toBeVisible();

  const add = page.getByRole('region', { name: 'Add', exact: true });
  await add.getByLabel(/^Name/).fill(name);
  await add.getByLabel('Shortname').fill(shortname);
  await add.getByLabel('Code').fill('AD_EXCHANGE_LINE_ITEM_LEVEL_AD_REQUESTS');
  await choose(page, add.getByRole('combobox', { name: 'Type' }), 'Ad Exchange');
  // Priority 0 of the type listed first: the new metric heads page 1 (type, then priority).
  await add.getByLabel('Priority').fill('0');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Successfully added with ID: \d+/)).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/metrics\/\d+$/);

  const list = page.getByRole('region', { name: 'Metrics', exact: true });
  const row = list.getByRole('row').filter({ hasText: shortname });
  await expect(row).toContainText('Ad Exchange');
  await expect(row).toContainText(name);
  await expect(row).toContainText('Active');
  for (const header of ['Type', 'Name', 'Shortname', 'Status', 'Action']) {
    await expect(list.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }

  // Edit from the list's Action link.
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('region', { name: 'Edit', exact: true });
  await expect(edit.getByLabel(/^Name/)).toHaveValue(name);
  await expect(edit.getByRole('combobox', { name: 'Type' })).toHaveValue('Ad Exchange');
  await edit.getByLabel(/^Name/).fill(`${name} v2`);
  await edit.getByLabel('Suspended', { exact: true }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated.')).toBeVisible();
  // The list is reloaded after the update.
  await expect(row).toContainText(`${name} v2`);
  await expect(row).toContainText('Suspended');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Edit', exact: true }).getByLabel(/^Name/)).toHaveValue(`${name} v2`);
  await expect(page.getByRole('region', { name: 'Edit', exact: true }).getByLabel('Suspended', { exact: true })).toBeChecked();

  // The plus button clears the form; the server's refusals land in the error list.
  await page.getByRole('link', { name: 'New metric' }).click();
  await expect(page).toHaveURL(/\/settings\/metrics$/);
  const fresh = page.getByRole('region', { name: 'Add', exact: true });
  await expect(fresh.getByLabel(/^Name/)).toHaveValue('');
  await fresh.getByLabel(/^Name/).fill('E2E bad shortname');
  await fresh.getByLabel('Shortname').fill('Bad Shortname!');
  await fresh.getByLabel('Code').fill('CLICKS');
  await choose(page, fresh.getByRole('combobox', { name: 'Type' }), 'Custom');
  await fresh.getByRole('button', { name: 'Save' }).click();
  const errors = fresh.getByRole('alert');
  await expect(errors).toContainText('Shortname:');
  await expect(errors).toContainText('Use lower-case letters, digits, - and _ only.');
  await expect(page).toHaveURL(/\/settings\/metrics$/);

  await fresh.getByLabel('Shortname').fill('');
  await fresh.getByRole('button', { name: 'Save' }).click();
  await expect(errors).toContainText('This field may not be blank.');

  await fresh.getByLabel('Shortname').fill(shortname);
  await fresh.getByRole('button', { name: 'Save' }).click();
  await expect(errors).toContainText('A metric with this shortname already exists.');
});

test('an external API is created under the type chosen in the Types dropdown, and its credentials never come back', async ({ page }) => {
  const stamp = Date.now();
  const name = `E2E AniView ${stamp}`;
  const shortname = `e2e-aniview-${stamp}`;
  const secret = `e2e-secret-${stamp}`;
  // AniView credentials in the shape its connector signs in with; the login is the account e-mail.
  const credentials = JSON.stringify({ id: `e2e-${stamp}@aniview.example`, password: secret, accountId: `e2e-${stamp}` });
  await signInAsAdmin(page);
  await openSettings(page, "External API's");
  await expect(page).toHaveURL(/\/settings\/api$/);

  const types = page.getByRole('combobox', { name: 'Types' });
  await expect(types).toHaveValue('admanager');
  await expect(page.getByRole('region', { name: "admanager API's" })).toContainText('Northwind Ad Manager');

  // Ad Manager credentials not in the shape of a service account key file are refused on the Code field.
  const gam = page.getByRole('region', { name: 'Add', exact: true });
  await expect(gam.getByRole('combobox', { name: 'Type' })).toHaveValue('admanager');
  await gam.getByLabel(/^Name/).fill(`E2E GAM ${stamp}`);
  await gam.getByLabel('Shortname').fill(`e2e-gam-${stamp}`);
  await gam
    .getByLabel('Code')
    .fill(JSON.stringify({ type: 'service_account', client_email: `e2e-${stamp}@gam.example`, private_key: secret, network_code: '1234' }));
  await gam.getByRole('button', { name: 'Save' }).click();
  await expect(gam.getByLabel('Code')).toHaveAccessibleDescription(
    /The key file lacks its "private_key" \(a PEM key, "-----BEGIN PRIVATE KEY-----"\)\./,
  );
  await expect(page).toHaveURL(/\/settings\/api$/);
  await expect(page.getByRole('region', { name: "admanager API's" })).not.toContainText(`e2e-gam-${stamp}`);

  await choose(page, types, 'aniview');
  await expect(page).toHaveURL(/\/settings\/api\?type=aniview$/);
  const list = page.getByRole('region', { name: "aniview API's" });
  await expect(list).toContainText('AniView Reporting');

  const add = page.getByRole('region', { name: 'Add', exact: true });
  await expect(add.getByRole('combobox', { name: 'Type' })).toHaveValue('aniview');
  await add.getByLabel(/^Name/).fill(name);
  await add.getByLabel('Shortname').fill(shortname);
  await add.getByLabel('Code').fill(credentials);
  await add.getByLabel('Priority').fill('3');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Successfully added with ID: \d+/)).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/api\/\d+\?type=aniview$/);

  const row = list.getByRole('row').filter({ hasText: shortname });
  await expect(row).toContainText(name);
  await expect(row).toContainText(`e2e-${stamp}@aniview.example`);
  await expect(row).toContainText('Active');

  const edit = page.getByRole('region', { name: 'Edit', exact: true });
  await expect(edit.getByLabel('Code')).toHaveValue('');
  await expect(edit.getByText('Credentials are stored.')).toBeVisible();
  await expect(edit.getByText('Leave empty to keep the stored credentials.')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(secret);

  // A reload keeps the type and shows the API again, still without its credentials.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Types' })).toHaveValue('aniview');
  const reloaded = page.getByRole('region', { name: 'Edit', exact: true });
  await expect(reloaded.getByLabel(/^Name/)).toHaveValue(name);
  await expect(reloaded.getByLabel('Code')).toHaveValue('');
  await expect(page.locator('body')).not.toContainText(secret);

  // Saving without typing credentials keeps the stored ones.
  await reloaded.getByLabel('Suspended', { exact: true }).check();
  await reloaded.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated.')).toBeVisible();
  await expect(row).toContainText('Suspended');
  await expect(row).toContainText(`e2e-${stamp}@aniview.example`);
  await expect(reloaded.getByText('Credentials are stored.')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(secret);
});

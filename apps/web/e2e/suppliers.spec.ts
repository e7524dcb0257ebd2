import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { shiftDay, signInAsAdmin } from './fixtures';

/** Creates a demand source through the Add form and returns its id (the URL's). */
async function createSupplier(page: Page, name: string): Promise<number> {
  await page.goto('/demand_sources');
  const form = page.getByRole('region', { name: 'Add', exact: true });
  await form.getByLabel('Name').fill(name);
  await form.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'EUR', exact: true }).click();
  await form.getByLabel('Schedule Time').fill('06:30');
  await form.getByLabel('Advertiser ID').fill('adv-e2e');
  await form.getByRole('radio', { name: 'Manual' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Successfully added with ID: \d+/)).toBeVisible();
  await expect(page).toHaveURL(/\/demand_sources\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

test('a demand source is created and edited, and the list finds it', async ({ page }) => {
  const name = `E2E Supplier ${Date.now()}`;
  await signInAsAdmin(page);
  await createSupplier(page, name);

  const form = page.getByRole('region', { name: 'Edit', exact: true });
  await expect(form.getByLabel('Name')).toHaveValue(name);
  await expect(form.getByLabel('Schedule Time')).toHaveValue('06:30');
  await expect(form.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');

  const list = page.getByRole('region', { name: 'Demand sources' });
  await list.getByRole('searchbox', { name: 'Search' }).fill(name);
  const row = list.getByRole('row', { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: 'adv-e2e' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Manual' })).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();

  await form.getByLabel('Advertiser ID').fill('adv-changed');
  await form.getByRole('radio', { name: 'Suspended' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated')).toBeVisible();
  await expect(row.getByRole('cell', { name: 'adv-changed' })).toBeVisible();
  await expect(row.getByText('Suspended')).toBeVisible();

  // An automatic source needs an API: the server's answer shows in the form.
  await form.getByRole('radio', { name: 'Automatic' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toContainText('API');
  // The API select groups the external APIs by type, labelled 'name - account email'.
  await form.getByRole('combobox', { name: 'API' }).click();
  await expect(page.getByRole('listbox').getByText('admanager', { exact: true })).toBeVisible();
  await page.getByRole('option', { name: 'Northwind Ad Manager - reporting@northwind-gam.iam.gserviceaccount.com' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toBeHidden();
  await expect(row.getByRole('cell', { name: 'Automatic' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Edit', exact: true }).getByRole('combobox', { name: 'API' })).toHaveValue(
    'Northwind Ad Manager - reporting@northwind-gam.iam.gserviceaccount.com',
  );
});

test('five pasted lines with a blank one make four ads, downloaded as ads.txt', async ({ page }) => {
  const stamp = Date.now();
  await signInAsAdmin(page);
  await createSupplier(page, `E2E Ads ${stamp}`);

  const ads = page.getByRole('region', { name: 'Ads', exact: true });
  await expect(ads.getByText('No ads yet')).toBeVisible();
  const lines = [
    `e2e-${stamp}.example, pub-1, DIRECT`,
    `e2e-${stamp}.example, pub-2, RESELLER, f08c47fec0942fa0`,
    '',
    `contact=ads@e2e-${stamp}.example`,
    `other-${stamp}.example, 33, DIRECT # video`,
  ];
  await ads.getByLabel('New ads').fill(lines.join('\n'));
  await ads.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Successfuly added new ad')).toBeVisible();
  const list = ads.getByRole('list', { name: 'Ads of this demand source' });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(ads.getByLabel('New ads')).toHaveValue('');

  const [download] = await Promise.all([page.waitForEvent('download'), ads.getByRole('button', { name: 'Download ads.txt' }).click()]);
  expect(download.suggestedFilename()).toBe('ads.txt');
  const text = await readFile(await download.path(), 'utf8');
  expect(text).toBe(`${lines.filter((line) => line !== '').join('\n')}\n`);

  // A malformed line is refused with its line number; nothing is saved.
  await ads.getByLabel('New ads').fill(`good-${stamp}.example, 7, DIRECT\n\ngood-${stamp}.example, 8, PARTNER`);
  await ads.getByRole('button', { name: 'Add', exact: true }).click();
  // The notice says the add failed, once; the line at fault is the field's own error.
  await expect(page.getByRole('alert').filter({ hasText: 'Failed added new ad' })).toHaveCount(1);
  await expect(ads.getByLabel('New ads')).toHaveAccessibleDescription(
    /Line 3: The account type must be DIRECT or RESELLER, not "PARTNER"\./,
  );
  await expect(list.getByRole('listitem')).toHaveCount(4);

  await ads.getByRole('button', { name: `Delete ad ${lines[0]}` }).click();
  await expect(page.getByText('Successfuly deleted ad')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(3);
});

test('a supplier share is added in the Shares modal and on the shares page', async ({ page }) => {
  const name = `E2E Shares ${Date.now()}`;
  await signInAsAdmin(page);
  const id = await createSupplier(page, name);

  const list = page.getByRole('region', { name: 'Demand sources' });
  await list.getByRole('searchbox', { name: 'Search' }).fill(name);
  await list.getByRole('button', { name: `Shares of ${name}` }).click();
  const shares = page.getByRole('dialog', { name: 'Demand Source Shares' });
  await expect(shares.getByText(`Demand source: ${name}`)).toBeVisible();
  await expect(shares.getByText('Nothing set for this demand source yet')).toBeVisible();
  await shares.getByRole('combobox', { name: 'Group', exact: true }).click();
  const option = page.getByRole('listbox').getByRole('option').first();
  const format = (await option.textContent()) ?? '';
  await option.click();
  await shares.getByLabel('Share').fill('12.5');
  await shares.getByRole('button', { name: 'Add' }).click();
  await expect(shares.getByText(`${format} - 12.5%`)).toBeVisible();

  // The same format twice from the same day is refused, and the modal shows the server's answer.
  await shares.getByRole('combobox', { name: 'Group', exact: true }).click();
  await page.getByRole('listbox').getByRole('option', { name: format, exact: true }).click();
  await shares.getByLabel('Share').fill('40');
  await shares.getByRole('button', { name: 'Add' }).click();
  await expect(shares.getByRole('alert')).toContainText('Another period already starts on this day');
  await page.keyboard.press('Escape');
  await expect(shares).toBeHidden();

  // The same list as a page, with delete.
  await page.goto(`/shares/demand_sources/${id}`);
  await expect(page.getByRole('heading', { name: 'Demand Source Shares' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Demand source: ${name}` })).toBeVisible();
  const section = page.getByRole('region', { name: 'Demand Source Shares' });
  // The share in force has started: no delete button. A period from tomorrow can be deleted.
  await expect(section.getByText(`${format} - 12.5%`)).toBeVisible();
  await expect(section.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  const start = section.getByRole('textbox', { name: 'Start date' });
  const tomorrow = shiftDay(await start.inputValue(), 1);
  await section.getByRole('combobox', { name: 'Group', exact: true }).click();
  await page.getByRole('listbox').getByRole('option', { name: format, exact: true }).click();
  await section.getByLabel('Share').fill('20');
  await start.fill(tomorrow);
  await start.press('Tab');
  await section.getByRole('button', { name: 'Add' }).click();
  await section.getByRole('button', { name: `Delete ${format} - 20% from ${tomorrow}` }).click();
  await expect(page.getByText('Successfully deleted the selected group share')).toBeVisible();
  await expect(section.getByRole('table', { name: 'History' }).getByRole('row')).toHaveCount(2);
  await expect(section.getByText(`${format} - 12.5%`)).toBeVisible();

  await page.goto('/shares/demand_sources');
  await expect(page).toHaveURL(/\/demand_sources$/);
});

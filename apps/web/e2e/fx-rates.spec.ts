import { expect, test, type Locator, type Page } from '@playwright/test';
import { openMenu, signInAsAdmin } from './fixtures';

/** Picks `option` in a Mantine select. */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** A day no other run of this spec (nor the demo's days, all in the last four months) has used: a day of the 1990s picked by the clock. */
function freshDay(): string {
  const day = new Date(Date.UTC(1990, 0, 1) + (Math.floor(Date.now() / 1000) % 3650) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

test('an exchange rate is added, shown exactly, edited and deleted', async ({ page }) => {
  const date = freshDay();
  await signInAsAdmin(page);
  await openMenu(page, 'Settings', 'Exchange rates', /\/settings\/fx-rates$/);
  await expect(page.getByRole('heading', { name: 'Exchange rates', level: 1 })).toBeVisible();
  const list = page.getByRole('region', { name: 'Rates', exact: true });
  // The demo world has EUR and CAD rates for each of its days.
  await expect(list.getByRole('row').filter({ hasText: 'EUR' }).first()).toBeVisible();

  // Only USD rates: the demo has none, so this run's rate is easy to find.
  await choose(page, list.getByRole('combobox', { name: 'Filter by currency' }), 'USD');

  await page.getByRole('button', { name: 'Add rate' }).click();
  const add = page.getByRole('dialog', { name: 'New exchange rate' });
  await choose(page, add.getByRole('combobox', { name: 'Currency' }), 'USD');
  await add.getByRole('textbox', { name: 'Date' }).fill(date);
  await add.getByRole('textbox', { name: 'Date' }).press('Tab');
  await add.getByRole('textbox', { name: 'Rate' }).fill('1.0823456789');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Exchange rate added.')).toBeVisible();
  await expect(add).toBeHidden();

  const row = list.getByRole('row').filter({ hasText: date });
  await expect(row).toContainText('USD');
  await expect(row).toContainText('1.0823456789');
  for (const header of ['Currency', 'Date', 'Rate']) {
    await expect(list.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }

  // The same day again is refused beside the date.
  await page.getByRole('button', { name: 'Add rate' }).click();
  const again = page.getByRole('dialog', { name: 'New exchange rate' });
  await choose(page, again.getByRole('combobox', { name: 'Currency' }), 'USD');
  await again.getByRole('textbox', { name: 'Date' }).fill(date);
  await again.getByRole('textbox', { name: 'Date' }).press('Tab');
  await again.getByRole('textbox', { name: 'Rate' }).fill('2');
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(again.getByText(`There is already a USD rate for ${date}.`)).toBeVisible();
  await again.getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('button', { name: `Edit USD ${date}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit exchange rate' });
  await expect(edit.getByRole('textbox', { name: 'Rate' })).toHaveValue('1.0823456789');
  await edit.getByRole('textbox', { name: 'Rate' }).fill('1.1');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Exchange rate updated.')).toBeVisible();
  await expect(row).toContainText('1.1');
  await expect(row).not.toContainText('1.0823456789');

  await row.getByRole('button', { name: `Delete the USD ${date} rate` }).click();
  await page.getByRole('dialog', { name: 'Are You Sure ??' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Exchange rate deleted.')).toBeVisible();
  await expect(row).toHaveCount(0);
});

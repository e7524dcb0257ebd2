import { writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiGet, openMenu, signInAsAdmin, type Listed } from './fixtures';

// A run goes through the job queue, and the upload test also runs axe: more than the default 45 s on a loaded machine.
test.describe.configure({ timeout: 90_000 });

/** A day as the console's date fields write it, counted back from today in this machine's calendar (the browser's). */
function daysAgo(n: number): string {
  const day = new Date();
  day.setDate(day.getDate() - n);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** A demo demand source's id, by name. */
async function supplierId(request: APIRequestContext, name: string): Promise<number> {
  const suppliers = await apiGet<Listed<{ id: number; name: string }>>(request, '/api/suppliers/', { search: name, limit: 50 });
  const found = suppliers.results.find((supplier) => supplier.name === name);
  if (!found) throw new Error(`The demo world has no demand source named ${name}.`);
  return found.id;
}

/** Opens a demand source and its Imports tab; returns the runs list. */
async function openImports(page: Page, id: number) {
  await page.goto(`/demand_sources/${id}`);
  // The first screen after the server's start can wait behind its import jobs on a loaded machine.
  await expect(page.getByRole('region', { name: 'Edit', exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Imports' }).click();
  const runs = page.getByRole('region', { name: 'Imports', exact: true });
  await expect(runs).toBeVisible();
  return runs;
}

test('a range of days is imported for an automatic demand source and its run ends Done', async ({ page, request }) => {
  const id = await supplierId(request, 'Google Ad Manager');
  await signInAsAdmin(page);
  const runs = await openImports(page, id);
  // An automatic source is read through its API: no file upload here.
  await expect(page.getByLabel('Upload a CSV file')).toHaveCount(0);

  await runs.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a date range' });
  await expect(dialog.getByLabel('From')).toHaveValue(daysAgo(6));
  await expect(dialog.getByLabel('To')).toHaveValue(daysAgo(0));
  await dialog.getByLabel('From').fill(daysAgo(2));
  await dialog.getByRole('heading', { name: 'Import a date range' }).click();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Import queued.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list asks again every few seconds while the run is queued or running.
  const run = runs
    .getByRole('listitem')
    .filter({ hasText: `${daysAgo(2)} – ${daysAgo(0)}` })
    .first();
  await expect(run).toContainText('Backfill');
  await expect(run.getByText('Done', { exact: true })).toBeVisible({ timeout: 60_000 });
});

test('a CSV file is uploaded for a manual demand source; a bad one names its line and column', async ({ page, request }, testInfo) => {
  const id = await supplierId(request, 'Direct Campaigns');
  const items = await apiGet<Listed<{ id: number }>>(request, '/api/placements_groups_data/data/', { supplier: id, limit: 1 });
  const item = items.results[0];
  if (!item) throw new Error('The demo world has no data item of Direct Campaigns.');
  const day = daysAgo(1);
  const good = testInfo.outputPath('direct-campaigns.csv');
  await writeFile(good, `date,data_id,impressions,clicks,revenue\n${day},${item.id},1200,7,3.45\n`);
  const bad = testInfo.outputPath('direct-campaigns-bad.csv');
  await writeFile(bad, `date,data_id,impressions,revenue\n${day},${item.id},1200,3.45\n${day},${item.id},lots,1\n`);

  await signInAsAdmin(page);
  const runs = await openImports(page, id);
  // A source fed by hand gets the upload, not the Import button.
  await expect(runs.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
  const upload = page.getByLabel('Upload a CSV file');
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((v) => v.id)).toEqual([]);

  await upload.setInputFiles(bad);
  await expect(page.getByRole('alert').filter({ hasText: /^Line 3, column / })).toBeVisible();

  await upload.setInputFiles(good);
  await expect(page.getByText('File imported.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /^Line 3, column / })).toBeHidden();
  const run = runs.getByRole('listitem').filter({ hasText: 'Upload' }).filter({ hasText: day }).first();
  await expect(run.getByText('Done', { exact: true })).toBeVisible({ timeout: 30_000 });
});

test("the demo Ad Manager API's connection test fails with the platform's reason", async ({ page }) => {
  await signInAsAdmin(page);
  await openMenu(page, 'Settings', "External API's", /\/settings\/api/);
  const list = page.getByRole('region', { name: "admanager API's" });
  await expect(list.getByRole('columnheader', { name: 'Last import' })).toBeVisible();
  await list.getByRole('link', { name: 'Edit Northwind Ad Manager' }).click();

  const edit = page.getByRole('region', { name: 'Edit', exact: true });
  await expect(edit.getByLabel(/^Name/)).toHaveValue('Northwind Ad Manager');
  await edit.getByRole('button', { name: 'Test connection' }).click();
  // The demo credentials sign in nowhere (and the e2e server has no Google stand-in).
  await expect(edit.getByRole('alert')).toContainText(/^Connection failed: .+/, { timeout: 45_000 });
});

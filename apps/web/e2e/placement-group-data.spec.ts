import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiGet, signInAsAdmin, type Listed } from './fixtures';

/** A demo placement group, an active demand source and an active serve metric of two types. */
async function demoWorld(request: APIRequestContext) {
  const groups = await apiGet<Listed<{ id: number; name: string; group_name: string }>>(request, '/api/placements_groups/', { limit: 1 });
  const suppliers = await apiGet<Listed<{ name: string; status: string }>>(request, '/api/suppliers/', { limit: 1000 });
  const metrics = await apiGet<Listed<{ name: string; type: string; status: string }>>(request, '/api/placements_groups_data/metrics/', {
    limit: 1000,
  });
  const group = groups.results[0];
  const supplier = suppliers.results.find((s) => s.status === 'active');
  const adExchange = metrics.results.find((m) => m.type === 'adexchange' && m.status === 'active');
  const total = metrics.results.find((m) => m.type === 'total' && m.status === 'active');
  if (!group || !supplier || !adExchange || !total) throw new Error('The demo world has no placement group, supplier or serve metrics.');
  return { group, supplier, adExchange, total };
}

test('/placements_groups_data without a placement group goes to /websites', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/placements_groups_data');
  await expect(page).toHaveURL(/\/websites$/);
  await page.goto('/placements_groups_data?placement_group=abc');
  await expect(page).toHaveURL(/\/websites$/);
});

test('a data item is added with a supplier and two served metrics, kept after reload, found by search and updated', async ({
  page,
  request,
}) => {
  const { group, supplier, adExchange, total } = await demoWorld(request);
  const name = `E2E data ${Date.now()}`;
  const dfpId = String(Date.now()).slice(-9);
  await signInAsAdmin(page, `/placements_groups_data?placement_group=${group.id}`);

  await expect(page.getByRole('heading', { name: 'Placement Group Data' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Placement group: ${group.name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Website: / })).toBeVisible();

  const form = page.getByRole('region', { name: 'Add', exact: true });
  // A new item starts in the placement group's format, as a placement.
  await expect(form.getByRole('combobox', { name: 'Type', exact: true })).toHaveValue(group.group_name);
  await expect(form.getByRole('combobox', { name: 'Data type' })).toHaveValue('Placement');

  // The server's answer is shown when it refuses the form.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Operation failed')).toBeVisible();

  await form.getByLabel('Name').fill(name);
  await form.getByLabel('DFP Placement ID').fill(dfpId);
  await form.getByRole('combobox', { name: 'Supplier' }).click();
  await page.getByRole('listbox').getByRole('option', { name: supplier.name, exact: true }).click();
  const grid = form.getByRole('group', { name: 'Served metrics' });
  await grid.getByRole('group', { name: 'Ad Exchange', exact: true }).getByRole('checkbox', { name: adExchange.name, exact: true }).check();
  await grid.getByRole('group', { name: 'Total', exact: true }).getByRole('checkbox', { name: total.name, exact: true }).check();
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText(/Successfully added with ID: \d+/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/placements_groups_data/\\d+\\?placement_group=${group.id}$`));
  const list = page.getByRole('region', { name: 'Data', exact: true });
  await expect(list.getByRole('link', { name, exact: true })).toBeVisible();

  // After a reload the same two boxes are ticked, and only those.
  await page.reload();
  const editor = page.getByRole('region', { name: 'Edit', exact: true });
  await expect(editor.getByLabel('Name')).toHaveValue(name);
  await expect(editor.getByRole('combobox', { name: 'Supplier' })).toHaveValue(supplier.name);
  const ticked = editor.getByRole('group', { name: 'Served metrics' }).getByRole('checkbox', { checked: true });
  await expect(ticked).toHaveCount(2);
  await expect(
    editor.getByRole('group', { name: 'Ad Exchange', exact: true }).getByRole('checkbox', { name: adExchange.name, exact: true }),
  ).toBeChecked();
  await expect(
    editor.getByRole('group', { name: 'Total', exact: true }).getByRole('checkbox', { name: total.name, exact: true }),
  ).toBeChecked();

  // Search: by name, by DFP id; the row shows the type upper-cased, the supplier and its links.
  const search = list.getByRole('searchbox', { name: 'Search' });
  await search.fill('nothing like this');
  await expect(list.getByText('No data for this placement group')).toBeVisible();
  await search.fill(dfpId);
  const row = list.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: 'PLACEMENT', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: supplier.name, exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: dfpId, exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: `Report of ${name}` })).toHaveAttribute('href', /^\/statistics\/data\/\d+$/);
  await expect(row.getByRole('link', { name: `Add statistics for ${name}` })).toHaveAttribute('href', /^\/statistics\/new\?data=\d+$/);
  await search.fill(name.toUpperCase());
  await expect(list.getByRole('link', { name, exact: true })).toBeVisible();

  // An update reloads the list.
  await editor.getByLabel('Suspended', { exact: true }).check();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated')).toBeVisible();
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();
});

test('the Data menu item of a placement group opens its data', async ({ page, request }) => {
  const groups = await apiGet<Listed<{ id: number; name: string; website_id: number }>>(request, '/api/placements_groups/', { limit: 1 });
  const group = groups.results[0];
  if (!group) throw new Error('The demo world has no placement group.');
  await signInAsAdmin(page, `/placements_groups?website=${group.website_id}`);
  await page
    .getByRole('button', { name: `Actions for ${group.name}` })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Data' }).click();
  await expect(page).toHaveURL(new RegExp(`/placements_groups_data\\?placement_group=${group.id}$`));
  await expect(page.getByRole('link', { name: `Placement group: ${group.name}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Data', exact: true }).getByRole('row')).not.toHaveCount(0);
});

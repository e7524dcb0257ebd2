import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, signInAsAdmin } from './fixtures';

async function api<T>(request: APIRequestContext, method: 'get' | 'post', path: string, data?: object): Promise<T> {
  const token = await adminToken(request);
  const response = await request[method](path, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${method.toUpperCase()} ${path} answers ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** Opens a select by its name and picks the first choice; returns the choice's text. */
async function pickFirst(page: Page, scope: ReturnType<Page['getByRole']>, name: string): Promise<string> {
  await scope.getByRole('combobox', { name, exact: true }).click();
  const option = page.getByRole('listbox').getByRole('option').first();
  const text = (await option.textContent()) ?? '';
  await option.click();
  return text;
}

test('a website is created through the five wizard steps and opens in its edit form', async ({ page, request }) => {
  const name = `E2E Wizard ${Date.now()}`;
  await signInAsAdmin(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByText('Websites', { exact: true }).click();
  await nav.getByRole('link', { name: 'List' }).click();
  await expect(page).toHaveURL(/\/websites$/);

  const wizard = page.getByRole('region', { name: 'Add website' });
  // Step 1: Website.
  await wizard.getByLabel('Name').fill(name);
  await wizard.getByLabel('Category').click();
  await page.getByRole('option', { name: 'News' }).click();
  await wizard.getByLabel('URL').fill('https://www.e2e-wizard.example');
  await wizard.getByLabel('Active', { exact: true }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();

  // Step 2: Placement Groups.
  await wizard.getByRole('button', { name: 'Add another placement group' }).click();
  const placement = wizard.getByRole('group', { name: 'Placement group 1' });
  await placement.getByLabel('Name').fill('Sidebar');
  const format = await pickFirst(page, placement, 'Group');
  await wizard.getByRole('button', { name: 'Next' }).click();

  // Step 3: Fill Rate.
  await wizard.getByRole('button', { name: 'Add another fill rate' }).click();
  const rate = wizard.getByRole('group', { name: 'Fill rate 1' });
  await rate.getByRole('combobox', { name: 'Group', exact: true }).click();
  await page.getByRole('listbox').getByRole('option', { name: format, exact: true }).click();
  await rate.getByRole('spinbutton', { name: 'Rate' }).fill('80');
  await wizard.getByRole('button', { name: 'Next' }).click();

  // Step 4: Shares, with the Pubdesk, Network and (admin) PMP sections.
  await expect(wizard.getByRole('heading', { name: 'Pubdesk Shares' })).toBeVisible();
  await expect(wizard.getByRole('heading', { name: 'Network Shares' })).toBeVisible();
  await expect(wizard.getByRole('heading', { name: 'PMP Shares' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Add another Pubdesk share' }).click();
  const share = wizard.getByRole('group', { name: 'Pubdesk share 1' });
  await share.getByRole('combobox', { name: 'Group', exact: true }).click();
  await page.getByRole('listbox').getByRole('option', { name: format, exact: true }).click();
  await share.getByRole('spinbutton', { name: 'Share' }).fill('75.5');
  await wizard.getByRole('button', { name: 'Next' }).click();

  // Step 5: Players; Submit hides while the post waits its 2 seconds.
  await wizard.getByRole('button', { name: 'Add another player' }).click();
  await wizard.getByRole('group', { name: 'Player 1' }).getByLabel('Player name').fill('Main player');
  await wizard.getByRole('button', { name: 'Submit' }).click();
  await expect(wizard.getByRole('button', { name: 'Submit' })).toBeHidden();
  await expect(wizard.getByText('Saving the website...')).toBeVisible();

  await expect(page).toHaveURL(/\/websites\/\d+$/);
  const id = Number(/\/websites\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByText(`Successfully added with ID: ${id}`)).toBeVisible();
  const editor = page.getByRole('region', { name: 'Edit website' });
  await expect(editor.getByLabel('Name')).toHaveValue(name);
  await expect(editor.getByLabel('Active', { exact: true })).toBeChecked();
  await editor.getByLabel('Draft', { exact: true }).check();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated')).toBeVisible();

  // Everything was written with the website.
  const groups = await api<{ count: number; results: { name: string }[] }>(request, 'get', `/api/placements_groups/?website=${id}`);
  expect(groups.results.map((group) => group.name)).toEqual(['Sidebar']);
  const shares = await api<{ results: { share: string }[] }>(request, 'get', `/api/shares/platform/?website=${id}`);
  expect(shares.results.map((row) => row.share)).toEqual(['75.50']);
  const saved = await api<{ status: string }>(request, 'get', `/api/websites/${id}/`);
  expect(saved.status).toBe('draft');

  // The plus button clears the form and returns to the wizard.
  await editor.getByRole('link', { name: 'New website' }).click();
  await expect(page).toHaveURL(/\/websites$/);
  await expect(page.getByRole('region', { name: 'Add website' }).getByLabel('Name')).toHaveValue('');
});

test('a refused wizard names the step and row at fault and goes back to it', async ({ page }) => {
  await signInAsAdmin(page, '/websites');
  const wizard = page.getByRole('region', { name: 'Add website' });
  await wizard.getByLabel('Name').fill(`E2E Refused ${Date.now()}`);
  await wizard.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Sports' }).click();
  await wizard.getByLabel('URL').fill('https://www.e2e-refused.example');
  await wizard.getByRole('button', { name: 'Next' }).click();
  // A placement group without a group type.
  await wizard.getByRole('button', { name: 'Add another placement group' }).click();
  await wizard.getByRole('group', { name: 'Placement group 1' }).getByLabel('Name').fill('No format');
  for (let step = 0; step < 3; step++) await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Submit' }).click();

  // One notice names the step, row and field at fault; the wizard does not list it again.
  const notice = page.getByRole('alert').filter({ hasText: 'Operation failed' });
  await expect(notice).toContainText('Placement Groups, row 1 · Group id:');
  await expect(notice).toHaveCount(1);
  await expect(wizard.getByText('Placement Groups, row 1 · Group id:')).toHaveCount(0);
  await expect(wizard.getByRole('group', { name: 'Placement group 1' }).getByLabel('Name')).toHaveValue('No format');
  await expect(wizard.getByRole('button', { name: 'Next' })).toBeVisible();
  await expect(page).toHaveURL(/\/websites$/);
});

test('the websites list searches as you type and pages with Previous and Next', async ({ page, request }) => {
  const token = `${Date.now()}`;
  const created = await api<{ id: number }>(request, 'post', '/api/websites/', {
    name: `E2E Search ${token}`,
    url: `https://search-${token}.example`,
    category: 'travel',
    status: 'pending',
  });
  const all = await api<{ count: number }>(request, 'get', '/api/websites/?limit=1');
  const pages = Math.ceil(all.count / 10);
  expect(pages, 'the demo data fills more than one page').toBeGreaterThan(1);

  await signInAsAdmin(page, '/websites');
  const list = page.getByRole('region', { name: 'Websites', exact: true });
  const pager = list.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByText(`1 of ${pages}`)).toBeVisible();
  await expect(list.getByRole('row')).toHaveCount(11);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByText(`2 of ${pages}`)).toBeVisible();
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager.getByText(`1 of ${pages}`)).toBeVisible();

  await list.getByRole('searchbox', { name: 'Search' }).fill(token);
  await expect(pager.getByText('1 of 1')).toBeVisible();
  await expect(list.getByRole('row')).toHaveCount(2);
  await expect(list.getByRole('link', { name: `E2E Search ${token}` })).toBeVisible();
  await expect(list.getByText(`search-${token}.example`)).toBeVisible();

  // The row menu opens the website's other screens.
  await list.getByRole('button', { name: `Actions for E2E Search ${token}` }).click();
  await page.getByRole('menuitem', { name: 'Tags' }).click();
  await expect(page).toHaveURL(new RegExp(`/tags\\?website=${created.id}$`));
});

import { expect, test, type Page } from '@playwright/test';
import { adminToken, signIn, signInAsAdmin } from './fixtures';

/** What a newcomer tripped over: section pages, the dashboard's other routes, no-access states, controls by permission, statuses. */

const demoPassword = 'demo-pass-123';

async function signInAsAccountManager(page: Page): Promise<void> {
  await signIn(page, 'account_manager1', demoPassword);
  await expect(page.getByRole('banner')).toContainText('account manager');
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

test('the Credentials and Settings breadcrumbs open their section pages; search and reports open the statistics, messages the dashboard', async ({
  page,
}) => {
  await signInAsAdmin(page, '/credentials/groups');
  await expect(heading(page, 'Groups')).toBeVisible();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Credentials' }).click();
  await expect(page).toHaveURL(/\/credentials$/);
  await expect(heading(page, 'Credentials')).toBeVisible();
  const main = page.getByRole('main');
  for (const name of ['Groups', 'Assignments', "API's"]) await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByText('Oops! Page not found.')).toHaveCount(0);

  await page.goto('/settings/metrics');
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Settings' }).click();
  await expect(heading(page, 'Settings')).toBeVisible();
  await main.getByRole('link', { name: "External API's", exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/api$/);

  for (const [path, title] of [
    ['/search', 'Statistics Search'],
    ['/reports', 'Reports'],
    ['/messages', 'Dashboard'],
  ] as const) {
    await page.goto(path);
    await expect(heading(page, title)).toBeVisible();
    await expect(page.getByText('Oops! Page not found.')).toHaveCount(0);
  }
});

test('an account manager opening admin screens by URL sees what it may do, not forms the server refuses', async ({ page }) => {
  await signInAsAccountManager(page);

  // API keys: no permission to list them at all.
  await page.goto('/credentials/api-keys');
  await expect(heading(page, 'No access')).toBeVisible();
  await expect(page.getByText('No API keys yet')).toHaveCount(0);

  // Groups: the list, but no Add Group form.
  await page.goto('/credentials/groups');
  await expect(page.getByRole('region', { name: 'Groups', exact: true }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Add Group' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  // Demand sources: viewable, not addable; an opened one is read-only.
  await page.goto('/demand_sources');
  const sources = page.getByRole('region', { name: 'Demand sources' });
  await expect(sources.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Add', exact: true })).toHaveCount(0);
  await sources.getByRole('row').nth(1).getByRole('link').first().click();
  const edit = page.getByRole('region', { name: 'Edit', exact: true });
  await expect(edit.getByText('You can view this record but not change it.')).toBeVisible();
  await expect(edit.getByLabel('Name')).toBeDisabled();
  await expect(edit.getByRole('button', { name: 'Save' })).toHaveCount(0);

  // A publisher's screen: Impersonate, but neither Suspend nor Verify / Unverify.
  await page.goto('/users');
  const users = page.getByRole('region', { name: 'Users', exact: true });
  await expect(users.getByRole('link', { name: 'Add user' })).toHaveCount(0);
  await users.getByRole('searchbox', { name: 'Search' }).fill('publisher');
  await users
    .getByRole('link', { name: /^Edit publisher/ })
    .first()
    .click();
  const actions = page.getByRole('group', { name: 'User actions' });
  await expect(actions.getByRole('button', { name: 'Impersonate' })).toBeVisible();
  await expect(actions.getByRole('button', { name: /Suspend User|Activate User/ })).toHaveCount(0);
  await expect(actions.getByRole('button', { name: /Verify User|Unverify User/ })).toHaveCount(0);
});

test("impersonating a staff user shows 'Publishers and Networks only' and opens nothing", async ({ page, context }) => {
  await signInAsAdmin(page, '/users');
  const users = page.getByRole('region', { name: 'Users', exact: true });
  await users.getByRole('searchbox', { name: 'Search' }).fill('account_manager1');
  await users.getByRole('link', { name: 'Edit account_manager1', exact: true }).click();

  let opened = false;
  context.on('page', () => {
    opened = true;
  });
  const impersonate = page.getByRole('group', { name: 'User actions' }).getByRole('button', { name: 'Impersonate' });
  await expect(impersonate).toBeEnabled();
  await impersonate.click();
  await expect(page.getByText('Publishers and Networks only')).toBeVisible();
  expect(opened).toBe(false);
});

test('statuses: a new tag offers Active and Suspended; a pending metric shows Pending, display only', async ({ page, request }) => {
  await signInAsAdmin(page, '/tags?website=1');
  const add = page.getByRole('region', { name: 'Add', exact: true });
  const status = add.getByRole('radiogroup', { name: 'Status' });
  await expect(status.getByRole('radio')).toHaveCount(2);
  await expect(status.getByRole('radio', { name: 'Active' })).toBeChecked();
  await expect(status.getByRole('radio', { name: 'Suspended' })).toBeVisible();

  // The demo world's pending metric, wherever it is in the list.
  const metrics = await request.get('/api/placements_groups_data/metrics/', {
    params: { status: 'pending', limit: 100 },
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  const pendingMetric = ((await metrics.json()) as { results: { id: number }[] }).results[0];
  expect(pendingMetric).toBeDefined();
  await page.goto(`/settings/metrics/${pendingMetric?.id ?? 0}`);
  const edit = page.getByRole('region', { name: 'Edit', exact: true });
  const pending = edit.getByRole('radio', { name: 'Pending' });
  await expect(pending).toBeChecked();
  await expect(pending).toBeDisabled();
  await expect(edit.getByText('Pending is set by the platform; choose Active or Suspended to change it.')).toBeVisible();
  await expect(edit.getByRole('radio', { name: 'Active' })).toBeEnabled();
});

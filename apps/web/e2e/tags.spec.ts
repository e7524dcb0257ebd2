import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken, signInAsAdmin } from './fixtures';

async function createWebsite(request: APIRequestContext, name: string): Promise<number> {
  const token = await adminToken(request);
  const response = await request.post('/api/websites/', {
    data: { name, url: `https://${Date.now()}.e2e-tags.example`, category: 'technology', status: 'active' },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

test('/tags without a website goes to /websites', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/tags');
  await expect(page).toHaveURL(/\/websites$/);
});

test('a tag is added, found by search, and deleted after confirming', async ({ page, request }) => {
  const website = await createWebsite(request, `E2E Tags ${Date.now()}`);
  await signInAsAdmin(page, `/tags?website=${website}`);

  const form = page.getByRole('region', { name: 'Add', exact: true });
  await form.getByLabel('Name').fill('Prebid header');
  await form.getByLabel('Code').fill('<script async src="https://cdn.example/prebid.js"></script>\n<script>pbjs.que = [];</script>');
  // Pending is display only (docs/product-rules.md): a new tag is Active or Suspended.
  await expect(form.getByLabel('Pending', { exact: true })).toHaveCount(0);
  await form.getByLabel('Suspended', { exact: true }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Successfully added with ID: \d+/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/tags/\\d+\\?website=${website}$`));
  await expect(page.getByRole('region', { name: 'Edit', exact: true }).getByLabel('Code')).toHaveValue(/pbjs\.que/);

  const list = page.getByRole('region', { name: 'Tags', exact: true });
  await expect(list.getByRole('link', { name: 'Prebid header', exact: true })).toBeVisible();
  await list.getByRole('searchbox', { name: 'Search' }).fill('nothing like this');
  await expect(list.getByText('No tags for this website')).toBeVisible();
  await list.getByRole('searchbox', { name: 'Search' }).fill('prebid');
  await expect(list.getByRole('link', { name: 'Prebid header', exact: true })).toBeVisible();

  await list.getByRole('button', { name: 'Delete Prebid header' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are You Sure ??' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted the selected tag')).toBeVisible();
  await expect(list.getByText('No tags for this website')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/tags\\?website=${website}$`));
});

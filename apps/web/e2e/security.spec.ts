import { expect, test, type Page } from '@playwright/test';
import { openMenu, signInAsAdmin } from './fixtures';

/**
 * The console and the API docs work under their Content-Security-Policy: signing in and
 * opening screens with images, tables, menus and charts reports no violation.
 */

/** Collects every CSP violation the page reports, from the console and from the DOM event. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  // Init scripts run through the browser's debugging protocol, outside the page's CSP.
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return violations;
}

test('the console signs in and shows its screens without a CSP violation', async ({ page }) => {
  const violations = watchViolations(page);
  const login = await page.goto('/login');
  const csp = login?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");

  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/users');
  await expect(page.getByRole('table')).toBeVisible();
  await page.goto('/whitelabel');
  await expect(page.getByRole('cell', { name: 'Northwind Media' })).toBeVisible();
  await openMenu(page, 'Settings', 'Metrics', /\/metrics/);
  await page.goto('/profile');
  await expect(page.getByText('admin', { exact: true }).first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('the API docs page runs Swagger UI under its own CSP', async ({ page }) => {
  const violations = watchViolations(page);
  const docs = await page.goto('/api/docs');
  expect(docs?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByText('/api/auth/token/').first()).toBeVisible();
  expect(violations).toEqual([]);
});

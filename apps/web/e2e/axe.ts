import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/*
 * Accessibility checks (axe, WCAG 2.1 AA as axe reads it) that the console's and the portal's
 * walks share: serious and critical violations only, in one colour scheme or both.
 */

/** Waits for the finite animations to end (a loader's spin never does). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

/**
 * Serious and critical axe violations on the page as it is now, one line each. axe runs in the
 * page itself (axe.run: the builder's legacy mode). The default runs it per frame and then merges
 * the results in a second, blank page: the same rules and results at twice the time per check.
 * What only it covers, cross-origin frames, does not arise: no screen checked here has a frame.
 */
export async function seriousViolations(page: Page, rules?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode();
  if (rules) builder.withRules(rules);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * The rules a colour scheme can change the outcome of. The switch swaps colours (and the logo's
 * source, under the same name), nothing the other rules read: roles, names and structure are the
 * same in both schemes, so the second scheme is checked for these alone (a second full run took
 * a walk half as long again).
 */
export const colourRules = ['color-contrast', 'link-in-text-block'];

const html = (page: Page) => page.locator('html');

/** Switches to the other colour scheme with the top bar's button, which does not reload the page. */
export async function toggleScheme(page: Page): Promise<void> {
  const next = (await html(page).getAttribute('data-mantine-color-scheme')) === 'dark' ? 'light' : 'dark';
  await page.getByRole('button', { name: 'Toggle color scheme' }).click();
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', next);
}

/**
 * Checks what is on screen in the current colour scheme. A soft expectation, named after the
 * screen and the scheme: one test lists every screen's violations, not only the first one's.
 */
export async function checkIn(page: Page, where: string, rules?: string[]): Promise<void> {
  // A notice sliding in or out, or a modal fading, is drawn part transparent: axe would read its
  // colours mid-fade.
  await settled(page);
  const scheme = await html(page).getAttribute('data-mantine-color-scheme');
  expect.soft(await seriousViolations(page, rules), `${where} in the ${scheme} scheme`).toEqual([]);
}

/**
 * Checks the page in the scheme it is in, then (for its colours) in the other one, and leaves that
 * one on: the scheme outlives a page load, so the next screen starts there and needs one switch too.
 */
export async function checkInBothSchemes(page: Page, where: string): Promise<void> {
  await checkIn(page, where);
  await toggleScheme(page);
  await checkIn(page, where, colourRules);
}

import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminToken, signInAsAdmin, type Listed } from './fixtures';

interface Named {
  id: number;
  name: string;
}

/** A deep page, the record name its last crumb must show, and the crumbs that must stay text. */
interface Stop {
  path: string;
  name: string;
  /** Crumbs for path segments that open no screen of their own. */
  text?: string[];
  /** How the record is opened from `path`, when `path` is not its own page. */
  via?: (page: Page) => Promise<void>;
}

/** A list's first row: the demo data has one of each. */
function first<T>(list: Listed<T>): T {
  const row = list.results[0];
  if (!row) throw new Error('The demo data lacks a record this test walks');
  return row;
}

/**
 * GETs of the API as the admin, signed in once: fixtures' apiGet signs in for each call, and the
 * API answers a burst of sign-ins with 429.
 */
async function adminReader(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  return async <T>(path: string, params: Record<string, string | number> = {}): Promise<T> => {
    const response = await request.get(path, { params, headers });
    expect(response.ok(), path).toBe(true);
    return (await response.json()) as T;
  };
}

const breadcrumb = (page: Page): Locator => page.getByRole('navigation', { name: 'Breadcrumb' });

/** Follows a crumb's link and checks it opens a page: a level-1 heading, and not the not-found page. */
async function followCrumb(page: Page, link: Locator): Promise<void> {
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === href);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Page not found')).toHaveCount(0);
}

// One walk, signed in once: every page.goto reloads the console (about a second each), a crumb's
// link and the way back stay inside it.
test('the breadcrumbs of deep pages name their records and lead only to pages', async ({ page, request }) => {
  // About 15 s on CI; the room is for a loaded machine (the report pages draw charts).
  test.setTimeout(120_000);
  const get = await adminReader(request);
  const [items, groups, tags, users, wallets, players] = await Promise.all([
    get<Listed<Named>>('/api/placements_groups_data/data/'),
    get<Listed<Named>>('/api/placements_groups/'),
    get<Listed<Named & { website_id: number }>>('/api/tags/'),
    get<Listed<{ id: number; username: string; role: string }>>('/api/users/', { role: 'publisher' }),
    get<Listed<{ id: number; website_name: string }>>('/api/wallets/wallets/'),
    get<Listed<Named>>('/api/players/players/'),
  ]);
  const [item, group, tag, publisher, wallet, player] = [
    first(items),
    first(groups),
    first(tags),
    first(users),
    first(wallets),
    first(players),
  ] as const;

  const stops: Stop[] = [
    { path: `/statistics/data/${item.id}`, name: item.name, text: ['Data'] },
    // The publisher's report of a placement group: neither /statistics/user nor its /group is a page.
    { path: `/statistics/user/group/${group.id}`, name: group.name, text: ['User', 'Group'] },
    {
      path: `/tags?website=${tag.website_id}`,
      name: tag.name,
      via: (page) => page.getByRole('region', { name: 'Tags', exact: true }).getByRole('link', { name: tag.name, exact: true }).click(),
    },
    { path: `/users/${publisher.id}`, name: publisher.username },
    { path: `/payments/${wallet.id}`, name: wallet.website_name },
    { path: `/players/${player.id}`, name: player.name },
  ];

  const followed = new Set<string>();
  await signInAsAdmin(page, stops[0]?.path);
  for (const [index, stop] of stops.entries()) {
    if (index > 0) await page.goto(stop.path);
    await stop.via?.(page);
    const nav = breadcrumb(page);
    await expect(nav.locator('[aria-current="page"]'), stop.path).toHaveText(stop.name);
    for (const word of stop.text ?? []) {
      await expect(nav.getByText(word, { exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: word, exact: true })).toHaveCount(0);
    }

    const deep = page.url();
    for (const link of await nav.getByRole('link').all()) {
      const href = (await link.getAttribute('href')) ?? '';
      // Home, the dashboard, is the same link on every page: followed once, at the end.
      if (href === '/' || followed.has(href)) continue;
      followed.add(href);
      await followCrumb(page, link);
      await page.goBack();
      await expect(page).toHaveURL(deep);
    }
  }
  await followCrumb(page, breadcrumb(page).getByRole('link', { name: 'Home', exact: true }));
});

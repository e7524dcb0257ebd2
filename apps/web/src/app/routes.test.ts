import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import { routes } from './routes';

const leaf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;

/** The screen the router shows at `path`, loaded as the router loads it. */
async function screenAt(path: string): Promise<ComponentType> {
  const lazy = matchRoutes(routes, path)?.at(-1)?.route.lazy;
  if (!lazy || typeof lazy === 'function' || !lazy.Component) throw new Error(`No lazy screen at ${path}`);
  return (await lazy.Component()) as ComponentType;
}

describe('routes', () => {
  it('opens the whitelabel screen under both spellings of the spec', () => {
    expect(leaf('/whitelabel')).toBe('whitelabel/:id?');
    expect(leaf('/whitelabel/3')).toBe('whitelabel/:id?');
    expect(leaf('/Whitelabel/3')).toBe('Whitelabel/:id?');
  });

  it('keeps the spec spelling of the verification route', () => {
    expect(leaf('/verifiy/abc')).toBe('verifiy/:key');
  });

  it('opens the inventory screens, with or without an id', () => {
    expect(leaf('/websites')).toBe('websites/:id?');
    expect(leaf('/websites/7')).toBe('websites/:id?');
    expect(leaf('/groups_types/2')).toBe('groups_types/:id?');
    expect(leaf('/placements_groups')).toBe('placements_groups/:id?');
    expect(leaf('/tags/4')).toBe('tags/:id?');
    expect(leaf('/players')).toBe('players/:id?');
    expect(leaf('/players/3')).toBe('players/:id?');
    expect(leaf('/videos')).toBe('videos/:id?');
    expect(leaf('/videos/3')).toBe('videos/:id?');
    expect(leaf('/shares/platform')).toBe('shares/platform/:id?');
    expect(leaf('/shares/pmp/3')).toBe('shares/pmp/:id?');
    expect(leaf('/shares/network')).toBe('shares/network/:id?');
    expect(leaf('/shares/demand_sources/2')).toBe('shares/demand_sources/:id?');
    expect(leaf('/demand_sources')).toBe('demand_sources/:id?');
    expect(leaf('/placements_groups_data/5')).toBe('placements_groups_data/:id?');
    expect(leaf('/settings/metrics/1')).toBe('settings/metrics/:id?');
    expect(leaf('/settings/api')).toBe('settings/api/:id?');
    expect(leaf('/users/3')).toBe('users/:id');
    expect(leaf('/users/new')).toBe('users/new');
    expect(leaf('/credentials/groups')).toBe('credentials/groups');
  });

  it('sends screens that do not exist yet to the not-found page', () => {
    for (const path of ['/shares/supplier', '/credentials/nothing', '/statistics/user']) expect(leaf(path)).toBe('*');
  });

  it('shows the dashboard view on messages, and the statistics screens on search, reports and statistics/*', async () => {
    expect(matchRoutes(routes, '/')?.at(-1)?.route.index).toBe(true);
    expect(leaf('/messages')).toBe('messages');
    const dashboard = await screenAt('/');
    expect(await screenAt('/messages')).toBe(dashboard);
    for (const path of ['/search', '/reports']) {
      expect(leaf(path)).toBe(path.slice(1));
      expect(await screenAt(path)).not.toBe(dashboard);
    }
    expect(leaf('/statistics')).toBe('statistics');
    expect(leaf('/statistics/new')).toBe('statistics/new');
    expect(leaf('/statistics/data/4')).toBe('statistics/data/:id?');
    expect(leaf('/statistics/group/4')).toBe('statistics/group/:id?');
    expect(leaf('/statistics/user/group/4')).toBe('statistics/user/group/:id?');
    expect(leaf('/statistics/website/4')).toBe('statistics/website/:id?');
    expect(leaf('/statistics/user/website/4')).toBe('statistics/user/website/:id?');
  });

  it("opens the payments screens: the wallets and a wallet's invoices", () => {
    expect(leaf('/payments')).toBe('payments');
    expect(leaf('/payments/12')).toBe('payments/:id');
    expect(leaf('/payments/12/more')).toBe('*');
  });

  it('opens a section page on /credentials and /settings, where their breadcrumbs link', () => {
    expect(leaf('/credentials')).toBe('credentials');
    expect(leaf('/settings')).toBe('settings');
  });
});

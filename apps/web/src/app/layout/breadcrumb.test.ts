import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes } from '../routes';
import { breadcrumbs } from './breadcrumb';

describe('breadcrumbs', () => {
  it('starts at Home', () => {
    expect(breadcrumbs('/')).toEqual([{ label: 'Home', to: '/' }]);
  });

  it("names a route's crumb by its declared label, its id, or its path's words", () => {
    expect(breadcrumbs('/whitelabel/3')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Whitelabel', to: '/whitelabel' },
      { label: '3', to: '/whitelabel/3' },
    ]);
    expect(breadcrumbs('/Whitelabel/3')[1]).toEqual({ label: 'Whitelabel', to: '/Whitelabel' });
    expect(breadcrumbs('/groups_types').at(-1)?.label).toBe('Groups Types');
    expect(breadcrumbs('/placements_groups_data').at(-1)?.label).toBe('Placements groups data');
    expect(breadcrumbs('/videos/4')[1]).toEqual({ label: 'Content', to: '/videos' });
    expect(breadcrumbs('/users/new').map((crumb) => crumb.label)).toEqual(['Home', 'Users', 'New']);
    expect(breadcrumbs('/credentials/api-keys/3').map((crumb) => crumb.label)).toEqual(['Home', 'Credentials', "API's", '3']);
    expect(breadcrumbs('/settings/fx-rates').at(-1)?.label).toBe('Exchange rates');
  });

  it("links the sections' crumbs to their pages, and leaves /shares (no page of its own) unlinked", () => {
    expect(breadcrumbs('/credentials/groups')[1]).toEqual({ label: 'Credentials', to: '/credentials' });
    expect(breadcrumbs('/settings/metrics/3')[1]).toEqual({ label: 'Settings', to: '/settings' });
    expect(breadcrumbs('/shares/platform')[1]).toEqual({ label: 'Shares', to: null });
  });

  it('never links a report to its 404 or its empty page: /statistics/user is no route, a report needs its id', () => {
    expect(breadcrumbs('/statistics/user/group/3')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Statistics', to: '/statistics' },
      { label: 'User', to: null },
      { label: 'Group', to: null },
      { label: '3', to: '/statistics/user/group/3' },
    ]);
    expect(breadcrumbs('/statistics/data/7').slice(2)).toEqual([
      { label: 'Data', to: null },
      { label: '7', to: '/statistics/data/7' },
    ]);
    expect(breadcrumbs('/statistics/website/2')[2]).toEqual({ label: 'Website', to: null });
    expect(breadcrumbs('/shares/demand_sources/4')[2]).toEqual({ label: 'Demand sources', to: null });
  });

  it('keeps the query a screen cannot do without, and no other', () => {
    expect(breadcrumbs('/tags/3', '?website=1&page=2')[1]).toEqual({ label: 'Tags', to: '/tags?website=1' });
    expect(breadcrumbs('/placements_groups/5', '?website=1')[1]).toEqual({
      label: 'Placements groups',
      to: '/placements_groups?website=1',
    });
    expect(breadcrumbs('/shares/platform/2', '?website=9')[2]).toEqual({ label: 'Platform', to: '/shares/platform?website=9' });
    expect(breadcrumbs('/placements_groups_data/8', '?placement_group=5')[1]).toEqual({
      label: 'Placements groups data',
      to: '/placements_groups_data?placement_group=5',
    });
    expect(breadcrumbs('/players/3', '?website=1')[1]).toEqual({ label: 'Players', to: '/players' });
  });

  it('links only to paths a screen answers, for a sample of every route', () => {
    const samples = [
      '/statistics/new?data=5',
      '/statistics/data/5',
      '/statistics/group/5',
      '/statistics/user/group/5',
      '/statistics/website/5',
      '/statistics/user/website/5',
      '/tags/3?website=1',
      '/shares/pmp/3?website=1',
      '/shares/demand_sources/3',
      '/users/3',
      '/payments/3',
      '/credentials/api-keys/3',
      '/settings/api/3',
      '/nope/further',
    ];
    for (const sample of samples) {
      const [pathname = '', search = ''] = sample.split('?');
      for (const crumb of breadcrumbs(pathname, search ? `?${search}` : '')) {
        if (crumb.to === null) continue;
        expect(matchRoutes(routes, crumb.to.split('?')[0] ?? '')?.at(-1)?.route.path, `${sample}: ${crumb.to}`).not.toBe('*');
      }
    }
  });
});

import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useMutation } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import * as contract from '@pubdesk/contract';
import { apiBase, type EndpointSpec } from '@pubdesk/contract';
import { features } from '../feature-list';
import { routes } from '../routes';
import { fakeFetch, renderUi } from '../../test/render';
import { signInAs } from '../../test/fixtures';
import { Breadcrumb } from './Breadcrumb';
import { breadcrumbs, recordName } from './breadcrumb';

const placementGroup3 = { path: '/api/placements_groups/3/', field: 'name' };

describe('breadcrumbs', () => {
  it('starts at Home', () => {
    expect(breadcrumbs('/')).toEqual([{ label: 'Home', to: '/' }]);
  });

  it("names a route's crumb by its declared label, its id, or its path's words", () => {
    expect(breadcrumbs('/whitelabel/3')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Whitelabel', to: '/whitelabel' },
      { label: '3', to: '/whitelabel/3', record: { path: '/api/whitelist/3/', field: 'domain' } },
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
      { label: '3', to: '/statistics/user/group/3', record: placementGroup3 },
    ]);
    expect(breadcrumbs('/statistics/data/7').slice(2)).toEqual([
      { label: 'Data', to: null },
      {
        label: '7',
        to: '/statistics/data/7',
        record: { path: '/api/placements_groups_data/data/7/', field: 'name' },
      },
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
    expect(breadcrumbs('/videos/4', '?website=1&tab=2')[1]).toEqual({ label: 'Content', to: '/videos?website=1' });
    expect(breadcrumbs('/settings/api/2', '?type=adsense')[2]).toEqual({ label: "External API's", to: '/settings/api?type=adsense' });
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
      '/settings/metrics/3',
      '/videos/3?website=1',
      '/placements_groups_data/3?placement_group=1',
      '/whitelabel/3',
      '/Whitelabel/3',
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

  it("hands the crumb holding an id the record it names, for the breadcrumb to read the record's name", () => {
    const recordOf = (pathname: string, search = '') => breadcrumbs(pathname, search).at(-1)?.record;
    expect(recordOf('/websites/3')).toEqual({ path: '/api/websites/3/', field: 'name' });
    expect(recordOf('/users/5')).toEqual({ path: '/api/users/5/', field: 'username' });
    expect(recordOf('/payments/2')).toEqual({ path: '/api/wallets/wallets/2/', field: 'website_name' });
    expect(recordOf('/statistics/user/group/3')).toEqual(placementGroup3);
    expect(recordOf('/statistics/user/website/4')).toEqual({ path: '/api/websites/4/', field: 'name' });
    expect(recordOf('/tags/8', '?website=1')).toEqual({ path: '/api/tags/8/', field: 'name' });
    // The external API's path takes its type from the query; without one there is nothing to read.
    expect(recordOf('/settings/api/2', '?type=ad%20manager')).toEqual({
      path: '/api/apis/ad%20manager/2/',
      field: 'name',
    });
    expect(recordOf('/settings/api/2')).toBeUndefined();
  });

  it('reads no record for what is no id, a route naming none, or the crumbs before the id', () => {
    expect(breadcrumbs('/websites/abc').at(-1)).toEqual({ label: 'abc', to: '/websites/abc' });
    expect(breadcrumbs('/websites/0').at(-1)?.record).toBeUndefined();
    expect(breadcrumbs('/shares/platform/2', '?website=9').at(-1)).toEqual({ label: '2', to: '/shares/platform/2?website=9' });
    expect(breadcrumbs('/nope/7').at(-1)).toEqual({ label: '7', to: null });
    expect(breadcrumbs('/users/new').some((crumb) => crumb.record)).toBe(false);
    expect(
      breadcrumbs('/statistics/data/7')
        .slice(0, -1)
        .some((crumb) => crumb.record),
    ).toBe(false);
  });
});

describe('recordName', () => {
  it("is the record's naming field when it holds text, else null (the crumb keeps the id)", () => {
    expect(recordName({ id: 3, name: 'Example News' }, 'name')).toBe('Example News');
    expect(recordName({ id: 3, username: 'pub1' }, 'username')).toBe('pub1');
    expect(recordName({ id: 3, name: '  ' }, 'name')).toBeNull();
    expect(recordName({ id: 3, name: 7 }, 'name')).toBeNull();
    expect(recordName({ id: 3 }, 'name')).toBeNull();
    expect(recordName('Not found', 'name')).toBeNull();
    expect(recordName(undefined, 'name')).toBeNull();
  });
});

describe("the routes' record declarations", () => {
  const declared = features.flatMap((feature) => feature.routes ?? []);
  /** Every GET endpoint of the contract, its path written the declarations' way: '/api/websites/{id}/'. */
  const gets = Object.values(contract)
    .flatMap((value) => (typeof value === 'object' && value !== null ? Object.values(value as object) : []))
    .filter(
      (value): value is EndpointSpec => typeof value === 'object' && value !== null && 'operationId' in value && value.method === 'GET',
    )
    .map((endpoint) => ({ endpoint, path: apiBase + endpoint.path.replace(/:(\w+)/g, '{$1}') }));

  it("name a GET endpoint of the contract and a field of its answer's", () => {
    for (const route of declared) {
      if (!route.record) continue;
      const { path, field = 'name' } = route.record;
      const found = gets.find((get) => get.path === path)?.endpoint;
      expect(found, `${route.path}: GET ${path}`).toBeDefined();
      const shape = (found?.response as { shape?: Record<string, unknown> } | null)?.shape ?? {};
      expect(Object.keys(shape), `${route.path}: field`).toContain(field);
    }
  });

  it("are on every console route with an :id, but the shares' (no name, no GET of their own)", () => {
    const unnamed = declared
      .filter((route) => (route.frame ?? 'console') === 'console' && /(^|\/):id\??$/.test(route.path) && !route.record)
      .map((route) => route.path);
    expect(unnamed.sort()).toEqual(['shares/network/:id?', 'shares/platform/:id?', 'shares/pmp/:id?']);
  });
});

describe('Breadcrumb', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Renders the breadcrumb at `path`, with a button making a write (any mutation) beside it. */
  function renderAt(path: string, answer: (url: string) => { status: number; body?: unknown }) {
    signInAs('admin', 1);
    const fetch = fakeFetch((url) => answer(url));
    vi.stubGlobal('fetch', fetch.fn);
    const Write = () => {
      const write = useMutation({ mutationFn: () => Promise.resolve() });
      return createElement('button', { onClick: () => write.mutate() }, 'Write');
    };
    renderUi(createElement('div', null, createElement(Breadcrumb), createElement(Write)), { path });
    return {
      current: () =>
        within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText((_, el) => el?.getAttribute('aria-current') === 'page'),
      fetch,
    };
  }

  it("shows the record's name in the crumb holding its id, read once with the session's token", async () => {
    const { current, fetch } = renderAt('/users/5', () => ({ status: 200, body: { id: 5, username: 'publisher5' } }));
    expect(current().textContent).toBe('5');
    await waitFor(() => expect(current().textContent).toBe('publisher5'));
    const reads = fetch.calls.filter((call) => call.url === '/api/users/5/');
    expect(reads).toHaveLength(1);
    expect(new Headers(reads[0]?.init.headers).get('Authorization')).toMatch(/^Bearer /);
  });

  it('keeps the id when the record cannot be read', async () => {
    const { current, fetch } = renderAt('/websites/3', () => ({ status: 404, body: { detail: 'Not found.' } }));
    await waitFor(() => expect(fetch.calls.some((call) => call.url === '/api/websites/3/')).toBe(true));
    expect(current().textContent).toBe('3');
  });

  it('reads the name again after a write, so that a rename shows at once', async () => {
    let name = 'Example News';
    const { current } = renderAt('/websites/3', () => ({ status: 200, body: { id: 3, name } }));
    await waitFor(() => expect(current().textContent).toBe('Example News'));
    name = 'Example Daily';
    fireEvent.click(screen.getByRole('button', { name: 'Write' }));
    await waitFor(() => expect(current().textContent).toBe('Example Daily'));
  });
});

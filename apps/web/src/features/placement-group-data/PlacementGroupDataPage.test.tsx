import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { fakeFetch, renderUi } from '../../test/render';
import { PlacementGroupDataPage } from './PlacementGroupDataPage';

const routes = (
  <Routes>
    <Route path="/placements_groups_data/:id?" element={<PlacementGroupDataPage />} />
    <Route path="/websites" element={<p>Websites screen</p>} />
  </Routes>
);

describe('PlacementGroupDataPage', () => {
  it.each([
    '/placements_groups_data',
    '/placements_groups_data/3',
    '/placements_groups_data?placement_group=abc',
    '/placements_groups_data?placement_group=0',
  ])('sends %s to the websites', (path) => {
    const fetch = fakeFetch(() => ({ status: 404, body: { detail: 'Not found.' } }));
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(routes, { path });
    expect(screen.getByText('Websites screen')).toBeTruthy();
    expect(fetch.calls).toHaveLength(0);
  });

  it('lists the data of the placement group in the query', async () => {
    const fetch = fakeFetch((url) => {
      if (url.includes('/placements_groups_data/data/'))
        return { status: 200, body: { count: 0, next: null, previous: null, results: [] } };
      return { status: 404, body: { detail: 'Not found.' } };
    });
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(routes, { path: '/placements_groups_data?placement_group=12' });
    expect(screen.getByRole('heading', { name: 'Placement Group Data' })).toBeTruthy();
    expect(await screen.findByText('No data for this placement group')).toBeTruthy();
    const list = fetch.calls.find((call) => call.url.includes('/placements_groups_data/data/'));
    expect(list?.url).toMatch(/pgid=12&page=1&limit=10$/);
  });
});

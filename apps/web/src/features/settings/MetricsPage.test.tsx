import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Metric } from '@pubdesk/contract';
import { fakeFetch, renderUi, Where } from '../../test/render';
import { MetricsPage } from './MetricsPage';

afterEach(() => vi.unstubAllGlobals());

const pending: Metric = {
  id: 3,
  name: 'AdSense earnings',
  shortname: 'adsense_earnings',
  code: 'ESTIMATED_EARNINGS',
  type: 'adsense',
  priority: 1,
  status: 'pending',
  created_at: '2025-01-01T00:00:00.000Z',
};


describe('MetricsPage', () => {
  it('lists metrics with their type label and creates one, then opens it', async () => {
    const fetch = fakeFetch((url, init) => {
      const method = init.method ?? 'GET';
      if (method === 'OPTIONS') {
        return {
          status: 200,
          body: { name: 'Metrics', actions: { POST: { type: { type: 'choice', required: true, choices: [{ value: 'adsense', display_name: 'Ad Sense' }, { value: 'total', display_name: 'Total' }] } } } },
        };
      }
      if (method === 'POST') return { status: 201, body: { ...pending, ...(JSON.parse(String(init.body)) as object), id: 9 } };
      if (url.includes('/metrics/9/')) return { status: 200, body: { ...pending, id: 9 } };
      return { status: 200, body: { count: 1, next: null, previous: null, results: [pending] } };
    });
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(
      <Routes>
        <Route
          path="/settings/metrics/:id?"
          element={
            <>
              <MetricsPage />
              <Where />
            </>
          }
        />
      </Routes>,
      { path: '/settings/metrics' },
    );

    expect(await screen.findByText('AdSense earnings')).toBeTruthy();
    const row = screen.getByText('AdSense earnings').closest('tr');
    expect(row?.textContent).toContain('Ad Sense');
    expect(row?.textContent).toContain('Pending');
    expect(screen.getByRole('link', { name: 'Edit AdSense earnings' }).getAttribute('href')).toBe('/settings/metrics/3');

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Total revenue' } });
    fireEvent.change(screen.getByLabelText(/^Shortname/), { target: { value: 'total_revenue' } });
    fireEvent.change(screen.getByLabelText(/^Code/), { target: { value: 'REVENUE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/settings/metrics/9'));
    const post = fetch.calls.find((call) => call.init.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toEqual({ name: 'Total revenue', shortname: 'total_revenue', code: 'REVENUE', priority: 0, status: 'active' });
  });
});

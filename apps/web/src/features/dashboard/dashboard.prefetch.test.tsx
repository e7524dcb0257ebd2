import { describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { grantPermissions, listOf, signInAs } from '@pubdesk/ui/testing';
import { fakeFetch } from '../../test/render';
import { DashboardPage } from './DashboardPage';
import { prefetchDashboard } from './dashboard.prefetch';

const figures = { revenue: '12.50', impressions: 1000 };
const revenue = { today: figures, yesterday: figures, seven_days: figures, month: figures };
const counts = { total: 1, active: 1, suspended: 0 };
const suspended = { id: 4, name: 'Paused site', url: 'https://paused.example', status: 'suspended', network: 6, publisher: null };

/** The dashboard's server: revenue for this user, one suspended website whose network is user 6. */
function answer(url: string) {
  const path = new URL(url, 'http://x').pathname;
  if (path === '/api/auth/status/')
    return {
      users: { total: 3, active: 3, suspended: 0, verified: 3, unverified: 0 },
      networks: { total: 1, users: 1, websites: 1 },
      tickets: null,
      revenue,
    };
  if (path === '/api/websites/status/') return { ...counts, suspended_list: [suspended] };
  if (path === '/api/whitelist/status/') return { ...counts, pending: 0, pending_list: [] };
  if (path === '/api/statistics/dashboard/') return [];
  return listOf([]);
}

const pathsOf = (calls: { url: string }[]) => calls.map((call) => call.url).sort();

describe('prefetchDashboard', () => {
  it('reads what the dashboard reads, each once: the page sends nothing more', async () => {
    signInAs('admin');
    grantPermissions([]);
    const { fn, calls } = fakeFetch((url) => ({ status: 200, body: answer(url) }));
    vi.stubGlobal('fetch', fn);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });

    prefetchDashboard({ client, params: {}, search: new URLSearchParams() });
    // The counts first; the revenue parts and the websites' owners once those have answered.
    await vi.waitFor(() => expect(calls).toHaveLength(10));
    const prefetched = pathsOf(calls);
    expect(prefetched).toContain('/api/users/?ids=6&limit=1');
    expect(prefetched).toContain('/api/statistics/dashboard/?type=admin');

    render(
      <MantineProvider>
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <DashboardPage />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    await screen.findByText('Paused site');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Only the permissions (the frame's, started by the session loader in the app) besides.
    expect(pathsOf(calls.filter((call) => !call.url.includes('/auth/permissions/')))).toEqual(prefetched);
  });
});

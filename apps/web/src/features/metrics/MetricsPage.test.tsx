import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Metric } from '@pubdesk/contract';
import { fakeFetch, renderRoute } from '../../test/render';
import { listOf, signInAs } from '../../test/fixtures';
import { radioValues } from '../../test/queries';
import { MetricsPage } from './MetricsPage';

const metricWriter = ['settings.view_metric', 'settings.add_metric', 'settings.change_metric'];

beforeEach(() => signInAs('admin', 1, metricWriter));

// Mantine's select scrolls its chosen option into view; jsdom has no layout.
Element.prototype.scrollIntoView = () => undefined;

function renderPage(path: string) {
  renderRoute('/settings/metrics/:id?', <MetricsPage />, path);
}

const pending: Metric = {
  id: 3,
  name: 'AdSense earnings',
  shortname: 'adsense_earnings',
  code: 'ESTIMATED_EARNINGS',
  type: 'adsense',
  field: 'revenue',
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
          body: {
            name: 'Metrics',
            actions: {
              POST: {
                type: {
                  type: 'choice',
                  required: true,
                  choices: [
                    { value: 'adsense', display_name: 'Ad Sense' },
                    { value: 'total', display_name: 'Total' },
                  ],
                },
              },
            },
          },
        };
      }
      if (method === 'POST') return { status: 201, body: { ...pending, ...(JSON.parse(String(init.body)) as object), id: 9 } };
      if (url.includes('/metrics/9/')) return { status: 200, body: { ...pending, id: 9 } };
      return { status: 200, body: { count: 1, next: null, previous: null, results: [pending] } };
    });
    vi.stubGlobal('fetch', fetch.fn);
    renderPage('/settings/metrics');

    expect(await screen.findByText('AdSense earnings')).toBeTruthy();
    const row = screen.getByText('AdSense earnings').closest('tr');
    expect(row?.textContent).toContain('Ad Sense');
    expect(row?.textContent).toContain('Pending');
    expect(screen.getByRole('link', { name: 'Edit AdSense earnings' }).getAttribute('href')).toBe('/settings/metrics/3');

    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Total revenue' } });
    fireEvent.change(screen.getByLabelText(/^Shortname/), { target: { value: 'total_revenue' } });
    fireEvent.change(screen.getByLabelText(/^Code/), { target: { value: 'REVENUE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/settings/metrics/9'));
    const post = fetch.calls.find((call) => call.init.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toEqual({
      name: 'Total revenue',
      shortname: 'total_revenue',
      code: 'REVENUE',
      priority: 0,
      status: 'active',
    });
  });

  it('counts a new metric as its code suggests until one is picked, and lists what each metric counts as', async () => {
    // Saved, the page opens the new metric: its detail answers what was created (a list there
    // would draw the editor from a body without a code, after the test is over).
    let created: object | null = null;
    const fetch = fakeFetch((url, init) => {
      if (init.method === 'POST') {
        created = { ...pending, ...(JSON.parse(String(init.body)) as object), id: 9 };
        return { status: 201, body: created };
      }
      if (url.includes('/metrics/9/') && created) return { status: 200, body: created };
      return { status: 200, body: listOf([pending]) };
    });
    vi.stubGlobal('fetch', fetch.fn);
    renderPage('/settings/metrics');

    const row = (await screen.findByText('AdSense earnings')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: 'Revenue' })).toBeTruthy();

    const form = await screen.findByRole('region', { name: 'Add' });
    const countsAs = within(form).getByRole<HTMLInputElement>('combobox', { name: 'Counts as' });
    expect(countsAs.value).toBe('Impressions');
    fireEvent.change(within(form).getByLabelText(/^Code/), { target: { value: 'AD_EXCHANGE_CLICKS' } });
    expect(countsAs.value).toBe('Clicks');

    fireEvent.click(countsAs);
    fireEvent.click(await screen.findByRole('option', { name: 'Requests', hidden: true }));
    fireEvent.change(within(form).getByLabelText(/^Code/), { target: { value: 'REVENUE' } });
    expect(countsAs.value).toBe('Requests');

    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Requests' } });
    fireEvent.change(within(form).getByLabelText(/^Shortname/), { target: { value: 'requests' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(fetch.calls.some((call) => call.init.method === 'POST')).toBe(true));
    const post = fetch.calls.find((call) => call.init.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toMatchObject({ code: 'REVENUE', field: 'requests' });
    expect(await screen.findByRole('region', { name: 'Edit' })).toBeTruthy();
  });

  it('shows a pending metric as Pending, display only, and saves the Active chosen for it', async () => {
    const fetch = fakeFetch((url, init) => {
      if (init.method === 'PATCH') return { status: 200, body: { ...pending, ...(JSON.parse(String(init.body)) as object) } };
      if (url.includes('/metrics/3/')) return { status: 200, body: pending };
      return { status: 200, body: listOf([pending]) };
    });
    vi.stubGlobal('fetch', fetch.fn);
    renderPage('/settings/metrics/3');

    const form = await screen.findByRole('region', { name: 'Edit' });
    const shown = await within(form).findByRole<HTMLInputElement>('radio', { name: 'Pending' });
    expect(shown.checked).toBe(true);
    expect(shown.disabled).toBe(true);
    expect(within(form).getByText('Pending is set by the platform; choose Active or Suspended to change it.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('radio', { name: 'Active' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(fetch.calls.some((call) => call.init.method === 'PATCH')).toBe(true));
    const patch = fetch.calls.find((call) => call.init.method === 'PATCH');
    expect(JSON.parse(String(patch?.init.body))).toMatchObject({ status: 'active' });
  });

  it('offers a new metric Active and Suspended only', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => ({ status: 200, body: listOf([pending]) })).fn);
    renderPage('/settings/metrics');

    const form = await screen.findByRole('region', { name: 'Add' });
    expect(radioValues(form)).toEqual(['active', 'suspended']);
  });

  it('gives who may only view metrics the list and a read-only metric, no Add form', async () => {
    signInAs('account_manager', 1, ['settings.view_metric']);
    const fetch = fakeFetch((url) => ({ status: 200, body: url.includes('/metrics/3/') ? pending : listOf([pending]) }));
    vi.stubGlobal('fetch', fetch.fn);
    renderPage('/settings/metrics');

    expect(await screen.findByText('AdSense earnings')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Add' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Edit AdSense earnings' }));
    const form = await screen.findByRole('region', { name: 'Edit' });
    expect(await within(form).findByText('You can view this record but not change it.')).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(form).queryByRole('link', { name: 'New metric' })).toBeNull();
  });
});

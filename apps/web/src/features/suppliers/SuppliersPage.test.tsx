import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Supplier } from '@pubdesk/contract';
import { listOf, signInAs } from '../../test/fixtures';
import { fakeFetch, renderRoute } from '../../test/render';
import { SuppliersPage } from './SuppliersPage';

const supplier: Supplier = {
  id: 5,
  name: 'Rubicon',
  advertiser_id: 'RB-1',
  currency: 'USD',
  type: 'manual',
  status: 'pending',
  schedule: null,
  api_id: null,
  api: null,
  created_at: '2025-01-01T00:00:00Z',
};

function renderPage(path: string) {
  const answer = (url: string) => {
    if (url.includes('/suppliers/5/')) return supplier;
    return url.includes('/suppliers/') ? listOf([supplier]) : listOf([]);
  };
  vi.stubGlobal('fetch', fakeFetch((url) => ({ status: 200, body: answer(url) })).fn);
  renderRoute('/demand_sources/:id?', <SuppliersPage />, path);
}

describe('SuppliersPage', () => {
  it('shows an account manager, who may only view demand sources, no Add form and a read-only one', async () => {
    signInAs('account_manager', 1, ['demand.view_supplier', 'demand.view_suppliershare', 'demand.view_ad']);
    renderPage('/demand_sources');

    const list = await screen.findByRole('region', { name: 'Demand sources' });
    expect(await within(list).findByText('Rubicon')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Add' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New demand source' })).toBeNull();

    fireEvent.click(within(list).getByRole('link', { name: 'Rubicon' }));
    const form = await screen.findByRole('region', { name: 'Edit' });
    expect(await within(form).findByText('You can view this record but not change it.')).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Imports' })).toBeNull();
  });

  it('lets an ad operation add, and shows a pending demand source as Pending, display only', async () => {
    signInAs('ad_operation', 1, ['demand.view_supplier', 'demand.add_supplier', 'demand.change_supplier']);
    renderPage('/demand_sources/5');

    const form = await screen.findByRole('region', { name: 'Edit' });
    const pending = await within(form).findByRole<HTMLInputElement>('radio', { name: 'Pending' });
    expect(pending.checked && pending.disabled).toBe(true);
    expect(within(form).getByRole('button', { name: 'Save' })).toBeTruthy();
    expect((await screen.findAllByRole('link', { name: 'New demand source' })).length).toBeGreaterThan(0);
  });

  it('puts the imports of a demand source in a tab beside its Edit form, for who may see statistics', async () => {
    signInAs('admin', 1, [
      'demand.view_supplier',
      'demand.change_supplier',
      'demand.view_ad',
      'statistics.view_statistic',
      'statistics.add_statistic',
    ]);
    renderPage('/demand_sources/5');

    const form = await screen.findByRole('region', { name: 'Edit' });
    expect(within(form).getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Edit', selected: true })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Imports' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Imports' }));
    const imports = await screen.findByRole('region', { name: 'Imports' });
    expect(await within(imports).findByText('No imports yet.')).toBeTruthy();
    // Rubicon is fed by hand: a file upload, no Import button.
    expect(screen.getByLabelText('Upload a CSV file')).toBeTruthy();
    expect(within(imports).queryByRole('button', { name: 'Import' })).toBeNull();
  });
});

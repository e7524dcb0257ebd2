import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Metric, PlacementGroupData } from '@pubdesk/contract';
import { fakeFetch, renderUi } from '../../test/render';
import { listOf } from '../../test/fixtures';
import { GroupDataEditor } from './GroupDataEditor';

const metric = (id: number, type: Metric['type'], name: string, priority: number, status: Metric['status'] = 'active'): Metric => ({
  id,
  name,
  shortname: `m${id}`,
  code: `code_${id}`,
  type,
  field: 'impressions',
  priority,
  status,
  created_at: '2025-01-01T00:00:00.000Z',
});
const metrics = [
  metric(1, 'adexchange', 'Revenue', 2),
  metric(2, 'adexchange', 'Impressions', 1),
  metric(3, 'aniview', 'Views', 1),
  metric(4, 'adsense', 'Earnings', 1, 'suspended'),
  metric(5, 'custom', 'Retired', 1, 'suspended'),
];
const item: PlacementGroupData = {
  id: 7,
  name: 'Header - AdX',
  group_id: 3,
  group_name: 'Display',
  flag: 'default',
  type: 'ad_unit',
  dfp_placement_id: '',
  dfp_adunit_id: '2181',
  serve_with: 'none',
  supplier_id: 4,
  supplier_name: 'AdX',
  metrics: [1, 5],
  status: 'active',
  placement_group_id: 11,
  website_id: 2,
  created_at: '2025-01-01T00:00:00.000Z',
};

function serve() {
  return fakeFetch((url, init) => {
    if (init.method === 'PATCH') return { status: 200, body: { ...item, ...(JSON.parse(String(init.body)) as object) } };
    if (url.includes('/placements_groups_data/metrics/')) return { status: 200, body: listOf(metrics) };
    if (url.includes('/groups_types/'))
      return { status: 200, body: listOf([{ id: 3, name: 'Display', code: '', status: 'active', system_default: true }]) };
    if (url.includes('/suppliers/')) return { status: 200, body: listOf([{ id: 4, name: 'AdX' }]) };
    return { status: 404, body: { detail: 'Not found.' } };
  });
}

describe('GroupDataEditor', () => {
  it('gives the two Type fields different accessible names', () => {
    vi.stubGlobal('fetch', serve().fn);
    renderUi(<GroupDataEditor data={item} placementGroupId={11} groupTypeId={3} />);
    expect(screen.getByRole('combobox', { name: 'Type' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Data type' }) as HTMLInputElement).value).toBe('Ad Unit');
  });

  it('shows the grid by type, ticks the saved metrics and saves the changed ticks', async () => {
    const fetch = serve();
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(<GroupDataEditor data={item} placementGroupId={11} groupTypeId={3} />);

    const adExchange = screen.getByRole('group', { name: 'Ad Exchange' });
    await within(adExchange).findByRole('checkbox', { name: 'Revenue' });
    const names = within(adExchange)
      .getAllByRole('checkbox')
      .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent);
    expect(names).toEqual(['Impressions', 'Revenue']);
    expect(within(adExchange).getByRole('checkbox', { name: 'Revenue' })).toHaveProperty('checked', true);
    expect(within(adExchange).getByRole('checkbox', { name: 'Impressions' })).toHaveProperty('checked', false);
    // A suspended metric is offered only when the item already has it.
    expect(within(screen.getByRole('group', { name: 'Ad Sense' })).queryByRole('checkbox')).toBeNull();
    expect(within(screen.getByRole('group', { name: 'Custom' })).getByRole('checkbox', { name: 'Retired' })).toHaveProperty(
      'checked',
      true,
    );

    fireEvent.click(within(adExchange).getByRole('checkbox', { name: 'Impressions' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Custom' })).getByRole('checkbox', { name: 'Retired' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(fetch.calls.some((call) => call.init.method === 'PATCH')).toBe(true));
    const patch = fetch.calls.find((call) => call.init.method === 'PATCH');
    expect(patch?.url).toContain('/placements_groups_data/data/7/');
    expect(JSON.parse(String(patch?.init.body))).toMatchObject({ metrics: [1, 2], supplier_id: 4, group_id: 3, placement_group_id: 11 });
  });
});

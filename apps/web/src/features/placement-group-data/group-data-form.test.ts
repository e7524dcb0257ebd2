import { describe, expect, it } from 'vitest';
import type { PlacementGroupData } from '@pubdesk/contract';
import { dataTypeText, dfpIdOf, emptyGroupDataForm, formFromGroupData, payloadFromForm, toggleMetric } from './group-data-form';

/** What the form writes back of the data item: all but its metrics, which it sends ascending. */
const written = {
  name: 'Header - Ad Exchange',
  group_id: 3,
  flag: 'uncomplete',
  type: 'ad_unit',
  dfp_placement_id: '',
  dfp_adunit_id: '21812345678',
  serve_with: 'advertiser_id',
  supplier_id: 4,
  status: 'suspended',
  placement_group_id: 11,
} satisfies Partial<PlacementGroupData>;
const data: PlacementGroupData = {
  ...written,
  id: 7,
  group_name: 'Display',
  supplier_name: 'Google Ad Exchange',
  metrics: [9, 2],
  website_id: 5,
  created_at: '2025-01-02T03:04:05.000Z',
};

describe('group data form', () => {
  it("starts a new item with the placement group's format and the defaults", () => {
    // What the user fills in starts empty; the choices start on their defaults.
    const blank = { name: '', dfp_placement_id: '', dfp_adunit_id: '', supplier_id: '', metrics: [] };
    const defaults = { flag: 'default', type: 'placement', serve_with: 'none', status: 'active' };
    expect(emptyGroupDataForm(3)).toEqual({ ...blank, ...defaults, group_id: '3' });
    expect(emptyGroupDataForm(null)).toEqual({ ...blank, ...defaults, group_id: '' });
  });

  it('reads a data item into the form and writes it back unchanged', () => {
    const values = formFromGroupData(data);
    expect(values).toMatchObject({ group_id: '3', supplier_id: '4', metrics: [2, 9], flag: 'uncomplete', serve_with: 'advertiser_id' });
    expect(payloadFromForm(values, 11)).toEqual({ ...written, metrics: [2, 9] });
  });

  it('trims the texts, sends empty selects as null and the metrics once each, ascending', () => {
    const payload = payloadFromForm({ ...emptyGroupDataForm(null), name: '  Sidebar  ', dfp_placement_id: ' 123 ', metrics: [5, 1, 5] }, 2);
    expect(payload).toMatchObject({
      name: 'Sidebar',
      dfp_placement_id: '123',
      group_id: null,
      supplier_id: null,
      metrics: [1, 5],
      placement_group_id: 2,
    });
  });

  it('ticks and unticks a metric', () => {
    expect(toggleMetric([3, 8], 5, true)).toEqual([3, 5, 8]);
    expect(toggleMetric([3, 5, 8], 5, true)).toEqual([3, 5, 8]);
    expect(toggleMetric([3, 5, 8], 5, false)).toEqual([3, 8]);
  });
});

describe('group data list cells', () => {
  it('shows the data type label upper-cased', () => {
    expect(dataTypeText('ad_unit')).toBe('AD UNIT');
    expect(dataTypeText('placement')).toBe('PLACEMENT');
    expect(dataTypeText('domain')).toBe('DOMAIN');
  });

  it('shows the DFP id that matches the type', () => {
    const ids = { dfp_placement_id: 'P-1', dfp_adunit_id: 'A-1' };
    expect(dfpIdOf({ ...ids, type: 'placement' })).toBe('P-1');
    expect(dfpIdOf({ ...ids, type: 'ad_unit' })).toBe('A-1');
    expect(dfpIdOf({ ...ids, type: 'domain' })).toBe('P-1');
    expect(dfpIdOf({ dfp_placement_id: '', dfp_adunit_id: 'A-2', type: 'domain' })).toBe('A-2');
  });
});

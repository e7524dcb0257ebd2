import { describe, expect, it } from 'vitest';
import { emptyEntryForm, missingFields } from './entry-form';

const blank = emptyEntryForm('2025-03-11');

describe('missingFields', () => {
  it('requires a group and a percentage; the start date is filled in', () => {
    expect(missingFields(blank)).toEqual(['group_id', 'value']);
    expect(missingFields({ ...blank, group_id: '3', value: '  ' })).toEqual(['value']);
    expect(missingFields({ ...blank, group_id: '3', value: '0' })).toEqual([]);
    expect(missingFields({ ...blank, group_id: '3', value: '0', start_date: '' })).toEqual(['start_date']);
  });

  it('requires the network of a network share', () => {
    expect(missingFields({ ...blank, group_id: '3', value: '60' }, { withNetwork: true })).toEqual(['network_id']);
    expect(missingFields({ ...blank, group_id: '3', value: '60', network_id: '5' }, { withNetwork: true })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { emptyEntryForm, missingFields } from './entry-form';

describe('missingFields', () => {
  it('requires a group and a percentage', () => {
    expect(missingFields(emptyEntryForm)).toEqual(['group_id', 'value']);
    expect(missingFields({ ...emptyEntryForm, group_id: '3', value: '  ' })).toEqual(['value']);
    expect(missingFields({ group_id: '3', value: '0', network_id: '' })).toEqual([]);
  });

  it('requires the network of a network share', () => {
    expect(missingFields({ group_id: '3', value: '60', network_id: '' }, { withNetwork: true })).toEqual(['network_id']);
    expect(missingFields({ group_id: '3', value: '60', network_id: '5' }, { withNetwork: true })).toEqual([]);
  });
});

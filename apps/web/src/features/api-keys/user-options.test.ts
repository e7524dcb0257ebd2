import { describe, expect, it } from 'vitest';
import { userOptionLabel, userOptions } from './user-options';
import { sampleKey, sampleUser } from './api-keys.fixture';

describe('user choices', () => {
  it("labels a user 'First Last (Role)'", () => {
    expect(userOptionLabel(sampleUser)).toBe('Paula Reyes (Publisher)');
    expect(userOptionLabel({ first_name: 'Ana', last_name: 'Ops', role: 'ad_operation' })).toBe('Ana Ops (Ad operation)');
  });

  it('lists the users by id', () => {
    expect(userOptions([sampleUser])).toEqual([{ value: '12', label: 'Paula Reyes (Publisher)' }]);
  });

  it("adds the edited key's user when the lookup does not hold it", () => {
    expect(userOptions([], sampleKey)).toEqual([{ value: '12', label: 'Paula Reyes (Publisher)' }]);
    expect(userOptions([sampleUser], sampleKey)).toHaveLength(1);
  });
});

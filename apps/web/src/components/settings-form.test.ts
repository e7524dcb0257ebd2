import { describe, expect, it } from 'vitest';
import { isSettingStatus, priorityValue } from './settings-form';

describe('settings form helpers', () => {
  it('reads priorities', () => {
    expect(priorityValue('')).toBe(0);
    expect(priorityValue(' 7 ')).toBe(7);
    expect(priorityValue('-1')).toBe(-1);
    expect(priorityValue('1e3')).toBe('1e3');
  });

  it('knows which statuses the radios set', () => {
    expect(isSettingStatus('active')).toBe(true);
    expect(isSettingStatus('suspended')).toBe(true);
    expect(isSettingStatus('pending')).toBe(false);
  });
});

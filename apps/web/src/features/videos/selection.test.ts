import { describe, expect, it } from 'vitest';
import { pageCheck, toggled, withPage } from './selection';

describe('selection', () => {
  it('keeps the order videos were checked in', () => {
    let selected = toggled([], 5, true);
    selected = toggled(selected, 2, true);
    selected = toggled(selected, 9, true);
    expect(selected).toEqual([5, 2, 9]);
    expect(toggled(selected, 2, false)).toEqual([5, 9]);
    expect(toggled(selected, 5, true)).toEqual([2, 9, 5]);
  });

  it('checks the whole page after what was already checked, and unchecks only the page', () => {
    expect(withPage([7, 2], [1, 2, 3], true)).toEqual([7, 2, 1, 3]);
    expect(withPage([7, 2], [1, 2, 3], false)).toEqual([7]);
    expect(withPage([], [1, 2], true)).toEqual([1, 2]);
  });

  it('shows check-all checked, half or empty', () => {
    expect(pageCheck([1, 2], [1, 2])).toBe('all');
    expect(pageCheck([1, 9], [1, 2])).toBe('some');
    expect(pageCheck([9], [1, 2])).toBe('none');
    expect(pageCheck([], [])).toBe('none');
  });
});

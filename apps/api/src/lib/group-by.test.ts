import { describe, expect, it } from 'vitest';
import { groupBy } from './group-by.js';

describe('groupBy', () => {
  it('groups by key, keeping each group in the items’ order', () => {
    const rows = [
      { parent: 2, id: 1 },
      { parent: 1, id: 2 },
      { parent: 2, id: 3 },
    ];
    const groups = groupBy(rows, (r) => r.parent);
    expect([...groups.keys()]).toEqual([2, 1]);
    expect(groups.get(2)!.map((r) => r.id)).toEqual([1, 3]);
    expect(groups.get(1)!.map((r) => r.id)).toEqual([2]);
    expect(groups.get(3)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { patchRow, removeRow, withKey } from './rows';

describe('form rows', () => {
  it('gives every row its own key', () => {
    const a = withKey({ name: 'a' });
    const b = withKey({ name: 'a' });
    expect(a.key).not.toBe(b.key);
  });

  it('patches and removes by key, leaving the other rows alone', () => {
    const rows = [withKey({ name: 'a' }), withKey({ name: 'b' })];
    const [first, second] = rows;
    const patched = patchRow(rows, second!.key, { name: 'B' });
    expect(patched.map((row) => row.name)).toEqual(['a', 'B']);
    expect(patched[0]).toBe(first);
    expect(removeRow(patched, first!.key).map((row) => row.name)).toEqual(['B']);
  });
});

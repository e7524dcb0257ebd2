import { describe, expect, it } from 'vitest';
import { moved, movedDown, movedUp, removedAt } from './playlist-order';

describe('playlist order', () => {
  it('moves a video to where it was dropped', () => {
    expect(moved([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moved([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moved([1, 2, 3], 1, 1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 0, 9)).toEqual([2, 3, 1]);
    expect(moved([], 0, 1)).toEqual([]);
  });

  it('moves up and down by one, and stays put at either end', () => {
    expect(movedUp([1, 2, 3], 2)).toEqual([1, 3, 2]);
    expect(movedUp([1, 2, 3], 0)).toEqual([1, 2, 3]);
    expect(movedDown([1, 2, 3], 0)).toEqual([2, 1, 3]);
    expect(movedDown([1, 2, 3], 2)).toEqual([1, 2, 3]);
  });

  it('removes one video', () => {
    expect(removedAt([1, 2, 3], 1)).toEqual([1, 3]);
    expect(removedAt([1, 2, 3], 5)).toEqual([1, 2, 3]);
  });
});

import { describe, expect, it } from 'vitest';
import { hasNextPage, nextPage, pageCount, pageOffset, previousPage } from './pager-math';

describe('pager math', () => {
  it('counts pages as ceil(count / limit)', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(1, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(95, 30)).toBe(4);
  });

  it('does nothing on Previous from page 1', () => {
    expect(previousPage(1)).toBe(1);
    expect(previousPage(3)).toBe(2);
  });

  it('allows Next unless on the last page', () => {
    expect(hasNextPage(1, 25, 10)).toBe(true);
    expect(hasNextPage(3, 25, 10)).toBe(false);
    expect(nextPage(3, 25, 10)).toBe(3);
    expect(nextPage(2, 25, 10)).toBe(3);
  });

  it('turns a page into an offset', () => {
    expect(pageOffset(1, 10)).toBe(0);
    expect(pageOffset(4, 10)).toBe(30);
  });
});

import { describe, expect, it } from 'vitest';
import { canSearch, emptySearch, searchQuery } from './search-form';

const range = ['2026-10-26', '2026-11-24'] as [string, string];

describe('the statistics search form', () => {
  it('opens each variant at its limit and needs a demand source or a website', () => {
    expect(emptySearch('supplier', range).limit).toBe(100);
    expect(emptySearch('website', range).limit).toBe(30);
    expect(canSearch(emptySearch('supplier', range))).toBe(false);
    expect(canSearch({ ...emptySearch('website', range), website: 3 })).toBe(true);
  });

  it('sends the narrowest choice, the completeness and the range', () => {
    const form = { ...emptySearch('supplier', range), supplier: 2, website: 3, completeness: 'incomplete' as const };
    expect(searchQuery(form, 1, null)).toEqual({
      supplier: 2,
      website: 3,
      complete: 'false',
      start_date: '2026-10-26',
      end_date: '2026-11-24',
      limit: 100,
      page: 1,
      o: '-date',
    });
    const typed = { ...emptySearch('website', range), website: 3, group: 7, dataType: 'ad_unit' };
    expect(searchQuery(typed, 2, [11, 12])).toMatchObject({ website: 3, group: 7, data: '11,12', page: 2 });
    expect(searchQuery({ ...typed, data: [12] }, 1, [11, 12]).data).toBe('12');
  });
});

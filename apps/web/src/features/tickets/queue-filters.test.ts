import { describe, expect, it } from 'vitest';
import { changeFilters, filtersFromParams, paramsFromFilters, queueQuery } from './queue-filters';

const read = (query: string) => filtersFromParams(new URLSearchParams(query));

describe('the queue filters in the address', () => {
  it('reads the filters an address holds, and leaves out what is no valid value', () => {
    expect(read('status=on_hold&assignee=me&category=ads_txt&search=%20late%20&page=3')).toEqual({
      status: 'on_hold',
      assignee: 'me',
      category: 'ads_txt',
      search: 'late',
      page: 3,
    });
    expect(read('assignee=none').assignee).toBe('none');
    expect(read('assignee=7').assignee).toBe(7);
    expect(read('status=waiting&assignee=x&category=money&page=0')).toEqual({
      status: null,
      assignee: null,
      category: null,
      search: '',
      page: 1,
    });
  });

  it('writes only the filters set, and no page 1', () => {
    const filters = read('status=open&page=1');
    expect(paramsFromFilters(filters).toString()).toBe('status=open');
    expect(paramsFromFilters({ ...filters, assignee: 4, search: '#10001', page: 2 }).toString()).toBe(
      'status=open&assignee=4&search=%2310001&page=2',
    );
  });

  it('starts again at page 1 when a filter changes, not when the page does', () => {
    const filters = read('status=open&page=4');
    expect(changeFilters(filters, { category: 'payment' }).page).toBe(1);
    expect(changeFilters(filters, { page: 5 }).page).toBe(5);
  });

  it("asks the API for one page, 'me' as the signed-in user's id", () => {
    expect(queueQuery(read('status=pending&assignee=me&search=ads&page=2'), 12, 10)).toEqual({
      page: 2,
      limit: 10,
      status: 'pending',
      assignee: 12,
      search: 'ads',
    });
    expect(queueQuery(read('assignee=none&category=other'), 12, 10)).toEqual({ page: 1, limit: 10, assignee: 'none', category: 'other' });
  });
});

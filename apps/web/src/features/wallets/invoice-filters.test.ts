import { describe, expect, it } from 'vitest';
import { defaultInvoiceFilters, invoiceExportQuery, invoiceListQuery } from './invoice-filters';

describe('invoice queries', () => {
  it("opens on the wallet's every invoice, 30 a page, newest first", () => {
    expect(invoiceListQuery(4, defaultInvoiceFilters, 1)).toEqual({ wallet: 4, o: '-date', page: 1, limit: 30 });
  });

  it('sends the range, the search, the order and the page size', () => {
    const filters = { range: ['2026-09-01', '2026-09-30'] as [string, string], limit: 60, order: 'amount' as const, search: 'news' };
    expect(invoiceListQuery(4, filters, 3)).toEqual({
      wallet: 4,
      o: 'amount',
      search: 'news',
      start_date: '2026-09-01',
      end_date: '2026-09-30',
      page: 3,
      limit: 60,
    });
  });

  it('exports the whole filtered list: no page, no size', () => {
    const filters = { ...defaultInvoiceFilters, order: '-deduction' as const, search: 'x' };
    expect(invoiceExportQuery(4, filters)).toEqual({ wallet: 4, o: '-deduction', search: 'x' });
  });
});

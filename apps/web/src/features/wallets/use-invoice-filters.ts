import { useCallback, useState } from 'react';
import { defaultInvoiceFilters, type InvoiceFilters } from './invoice-filters';

/**
 * The invoice list's filters and page: any change starts again at page 1; Clear goes back to the
 * defaults and gives the fields a new `generation` (a key that empties the search box).
 */
export function useInvoiceFilters() {
  const [filters, setFilters] = useState<InvoiceFilters>(defaultInvoiceFilters);
  const [page, setPage] = useState(1);
  const [generation, setGeneration] = useState(0);
  const change = useCallback((patch: Partial<InvoiceFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  }, []);
  const onSearch = useCallback((search: string) => change({ search }), [change]);
  const clear = useCallback(() => {
    setFilters(defaultInvoiceFilters);
    setPage(1);
    setGeneration((n) => n + 1);
  }, []);
  return { filters, page, setPage, change, onSearch, clear, generation };
}

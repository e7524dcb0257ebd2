import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { changeFilters, filtersFromParams, paramsFromFilters, type QueueFilters } from './queue-filters';

/**
 * The queue's filters and page, read from the address and written back to it (in place: a filter
 * or a page is no step of the history). Any change but the page's starts again at page 1.
 */
export function useQueueFilters() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const change = useCallback(
    (patch: Partial<QueueFilters>) =>
      setParams((current) => paramsFromFilters(changeFilters(filtersFromParams(current), patch)), { replace: true }),
    [setParams],
  );
  const setPage = useCallback((page: number) => change({ page }), [change]);
  const onSearch = useCallback((search: string) => change({ search }), [change]);
  return { filters, change, setPage, onSearch };
}

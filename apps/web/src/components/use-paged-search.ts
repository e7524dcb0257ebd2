import { useCallback, useState } from 'react';

/**
 * A list's page and search text: a new search starts again at page 1. `onSearch` is stable, so
 * a search box's debounce effect does not restart on every render.
 */
export function usePagedSearch() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const onSearch = useCallback((text: string) => {
    setSearch(text);
    setPage(1);
  }, []);
  return { page, setPage, search, onSearch };
}

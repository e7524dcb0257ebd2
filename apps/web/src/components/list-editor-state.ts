import { useParams, useSearchParams } from 'react-router';
import { parseId } from './parse-id';
import { usePagedSearch } from './use-paged-search';

/** What a screen hands its list: the page (and its setter) and the row open in the editor, to highlight. */
export interface ListPaging {
  page: number;
  onPageChange: (page: number) => void;
  selectedId: number | null;
}

/** The same for a searchable list: also the search text and what a new search calls. */
export interface SearchPaging extends ListPaging {
  search: string;
  onSearch: (text: string) => void;
}

interface ListEditorOptions {
  /** Where the open record's id stands: the route's `:id` (default) or the query's `?id=`. */
  idFrom?: 'path' | 'query';
  /** Whether the list is searchable: then its paging carries the search text too. */
  search?: boolean;
}

interface ListEditorState<P> {
  /** The record open in the editor, or null for the Add form. */
  id: number | null;
  list: P;
}

/**
 * The state of a list-left, editor-right screen (ListEditorPage): the record open in the editor,
 * read from the address, and its list's page and search; a new search starts again at page 1.
 */
export function useListEditor(options?: ListEditorOptions & { search?: false }): ListEditorState<ListPaging>;
export function useListEditor(options: ListEditorOptions & { search: true }): ListEditorState<SearchPaging>;
export function useListEditor({ idFrom = 'path', search: searchable = false }: ListEditorOptions = {}) {
  const params = useParams();
  const [query] = useSearchParams();
  const id = parseId(idFrom === 'path' ? params.id : query.get('id'));
  const { page, setPage, search, onSearch } = usePagedSearch();
  const list: ListPaging = { page, onPageChange: setPage, selectedId: id };
  // A list without search gets no onSearch: a search box shows where one is given (PagedTablePanel).
  return { id, list: searchable ? { ...list, search, onSearch } : list };
}

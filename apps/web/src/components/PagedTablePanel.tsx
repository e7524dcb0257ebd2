import type { ComponentProps, ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { DataTable, Pager, type DataTableColumn } from '@pubdesk/ui/table';
import type { ListPaging, SearchPaging } from './list-editor-state';
import { ListPanel } from './ListPanel';
import { NewEntryButton } from './NewEntryButton';
import { SearchBox } from './SearchBox';

/** A list query's state: one page of rows and how many there are in all, whether it is loading, and its error. */
export interface PagedQuery<T> {
  data?: { count: number; results: T[] };
  isPending: boolean;
  /** Left out by the lists whose failed loads just show the empty list (see ListPanel's `error`). */
  error?: unknown;
}

interface PagedTablePanelProps<T extends { id: number }> extends Pick<ListPaging, 'page' | 'onPageChange'> {
  title: string;
  query: PagedQuery<T>;
  /** Rows a page: the list endpoint's page size. */
  limit: number;
  /** The pager's wording of the position ('page of count' unless told). */
  position?: ComponentProps<typeof Pager>['position'];
  /** The plus button beside the title: the Add form's address and the button's name; none when left out. */
  add?: { to: string; label: string };
  /** A search box above the table that searches as you type; none when left out. */
  onSearch?: SearchPaging['onSearch'];
  /** Above the table, under the search box: a notice such as a load error the list shows in place. */
  notice?: ReactNode;
  /** The row open in the editor, highlighted. */
  selectedId?: ListPaging['selectedId'];
  minWidth: number;
  emptyText: string;
  columns: DataTableColumn<T>[];
}

/**
 * A paged list: the titled card with its plus button, an optional search box, the table of the
 * query's rows (a loader, or the empty text) and the pager under it. Most screens' lists are this
 * card; they differ in their query, columns and the few options above.
 */
export function PagedTablePanel<T extends { id: number }>(props: PagedTablePanelProps<T>) {
  const { title, query, page, onPageChange, limit, position, add, onSearch, notice, selectedId, minWidth, emptyText, columns } = props;
  const table = (
    <DataTable
      label={title}
      minWidth={minWidth}
      loading={query.isPending}
      emptyText={emptyText}
      rows={query.data?.results ?? []}
      selectedId={selectedId}
      columns={columns}
    />
  );
  return (
    <ListPanel
      title={title}
      actions={add ? <NewEntryButton to={add.to} label={add.label} /> : undefined}
      footer={<Pager page={page} count={query.data?.count ?? 0} limit={limit} onChange={onPageChange} position={position} />}
      error={query.error}
    >
      {onSearch || notice ? (
        <Stack gap="sm">
          {onSearch ? <SearchBox onSearch={onSearch} /> : null}
          {notice}
          {table}
        </Stack>
      ) : (
        table
      )}
    </ListPanel>
  );
}

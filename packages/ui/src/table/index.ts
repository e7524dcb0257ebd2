/** Lists: the data table, its loading and empty states, the pager, a status as a badge, and a row's confirmed Delete. */
export { DataTable, type ColumnFit, type DataTableColumn } from './DataTable';
export { ListState } from './ListState';
export { Pager } from './Pager';
export { StatusBadge } from './StatusBadge';
export { hasNextPage, nextPage, pageCount, pageOffset, previousPage } from './pager-math';
export { TableScroll, type ScrollWidths } from './TableScroll';
export { ConfirmDelete } from './ConfirmDelete';

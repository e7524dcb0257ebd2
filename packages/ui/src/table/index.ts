/** Lists: the data table, its loading and empty states, and the pager. */
export { DataTable, type ColumnFit, type DataTableColumn } from './DataTable';
export { ListState } from './ListState';
export { Pager } from './Pager';
export { hasNextPage, nextPage, pageCount, pageOffset, previousPage } from './pager-math';
export { TableScroll, type ScrollWidths } from './TableScroll';

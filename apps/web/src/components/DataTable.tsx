import type { ReactNode } from 'react';
import { Table, VisuallyHidden } from '@mantine/core';
import { ListState } from './ListPanel';

export interface DataTableColumn<T> {
  key: string;
  header: string;
  /** Keep the header for screen readers only (e.g. an actions column). */
  headerHidden?: boolean;
  render: (row: T) => ReactNode;
}

interface DataTableProps<T extends { id: number }> {
  columns: DataTableColumn<T>[];
  rows: T[];
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  loading?: boolean;
  emptyText?: string;
  /** The row with this id is highlighted (the one open in the editor). */
  selectedId?: number | null;
}

/** A list table with header row, a loader while loading and a message when there are no rows. */
export function DataTable<T extends { id: number }>({ columns, rows, minWidth, loading, emptyText, selectedId }: DataTableProps<T>) {
  return (
    <ListState loading={loading} empty={rows.length === 0} emptyText={emptyText}>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key}>{column.headerHidden ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} bg={row.id === selectedId ? 'var(--mantine-color-default-hover)' : undefined}>
                {columns.map((column) => (
                  <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ListState>
  );
}

import type { CSSProperties, ReactNode } from 'react';
import { Table, VisuallyHidden } from '@mantine/core';
import { t } from '../i18n';
import { ListState } from './ListState';
import { TableScroll } from './TableScroll';

/**
 * How a column shares the table's width when the table is narrower than its content:
 * - 'wrap' (default): text wraps between words;
 * - 'keep': the cell stays on one line at its full width and the column takes no more than
 *   that, so badges and row actions are never squeezed or clipped;
 * - 'break': text (URLs, emails, ids) may also wrap after a dot, @, slash, underscore or hyphen,
 *   so a long address wraps at a separator instead of pushing the table past its card.
 */
export type ColumnFit = 'wrap' | 'keep' | 'break';

export interface DataTableColumn<T> {
  key: string;
  header: string;
  /** Keep the header for screen readers only (e.g. an actions column). */
  headerHidden?: boolean;
  fit?: ColumnFit;
  render: (row: T) => ReactNode;
}

// A 1% width makes the column as narrow as its one-line content allows.
const keepStyle: CSSProperties = { whiteSpace: 'nowrap', width: '1%' };
// Only a segment longer than the column (rare) is broken inside a word.
const breakStyle: CSSProperties = { overflowWrap: 'break-word' };

/** The text with a wrap opportunity (`<wbr>`) after each separator. */
function withBreakPoints(text: string): ReactNode[] {
  return text.split(/(?<=[.@/_-])/).flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));
}

function Cell({ fit = 'wrap', content }: { fit?: ColumnFit; content: ReactNode }) {
  if (fit === 'keep') return <Table.Td style={keepStyle}>{content}</Table.Td>;
  if (fit === 'break') return <Table.Td style={breakStyle}>{typeof content === 'string' ? withBreakPoints(content) : content}</Table.Td>;
  return <Table.Td>{content}</Table.Td>;
}

interface DataTableProps<T extends { id: number }> {
  columns: DataTableColumn<T>[];
  rows: T[];
  /** Below this width the table scrolls sideways (phones); keep it under the card's width on a 1366-wide screen. */
  minWidth: number;
  loading?: boolean;
  emptyText?: string;
  /** The row with this id is highlighted (the one open in the editor). */
  selectedId?: number | null;
  /** What the table lists, for its scroll area when it scrolls (the card's title). */
  label?: string;
}

/** A list table with header row, a loader while loading and a message when there are no rows. */
export function DataTable<T extends { id: number }>(props: DataTableProps<T>) {
  const { columns, rows, minWidth, loading, emptyText, selectedId, label = t('common.table') } = props;
  return (
    <ListState loading={loading} empty={rows.length === 0} emptyText={emptyText}>
      <TableScroll label={label}>
        <Table highlightOnHover verticalSpacing="xs" miw={minWidth}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} style={column.fit === 'keep' ? keepStyle : undefined}>
                  {column.headerHidden ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} bg={row.id === selectedId ? 'var(--mantine-color-default-hover)' : undefined}>
                {columns.map((column) => (
                  <Cell key={column.key} fit={column.fit} content={column.render(row)} />
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </ListState>
  );
}

import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { ActionIcon, Group, Stack, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { ShareStage, StatisticMetrics } from '@pubdesk/contract';
import { useProductName } from '../branding/product-name';
import { t } from '../i18n';
import { ListState } from '../table/ListState';
import { TableScroll } from '../table/TableScroll';
import { metricColumns } from './metric-columns';
import { useColumnFold } from './use-column-fold';

/** A column before or after the metrics: the date, names, status, actions. */
export interface SideColumn<R> {
  key: string;
  header: string;
  render: (row: R) => ReactNode;
  /** Folds into the row's details when the table is wider than its card. */
  secondary?: boolean;
  /** Stays at the right edge while the table scrolls sideways (the row's actions). */
  pinned?: boolean;
  /** Names that may wrap between words, so a long one does not widen the table. */
  wrap?: boolean;
}

export interface StatisticsTableProps<R extends StatisticMetrics> {
  /** The table's accessible name. */
  label: string;
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  /** What a row is, for its details button ('Details of 2026-11-27'). */
  rowLabel: (row: R) => string;
  leading: SideColumn<R>[];
  trailing?: SideColumn<R>[];
  /** The totals of the whole range (the footer's Total row). */
  total?: StatisticMetrics;
  /** The stages whose revenue before, share and after are shown instead of Revenue. */
  stages: readonly ShareStage[];
  loading?: boolean;
}

/** A column as the table draws it: a row's cell, and the Total row's. */
interface Column<R> {
  key: string;
  header: string;
  cell: (row: R) => ReactNode;
  totalCell: ReactNode;
  secondary: boolean;
  style?: CSSProperties;
}

// A pinned cell covers what scrolls beneath it, so it takes the page's background.
const pinStyles: Record<'start' | 'end', CSSProperties> = {
  start: { position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-body)' },
  end: { position: 'sticky', right: 0, zIndex: 1, background: 'var(--mantine-color-body)' },
};
// A name wraps, but keeps a readable width rather than a word a line.
const wrapStyle: CSSProperties = { whiteSpace: 'normal', minWidth: '6rem' };
// Headings wrap between words ('Viewable / Impressions'): the figures set the columns' widths.
const headingStyle: CSSProperties = { whiteSpace: 'normal', verticalAlign: 'bottom' };

function columnsOf<R extends StatisticMetrics>(props: StatisticsTableProps<R>, product: string): Column<R>[] {
  const { leading, trailing = [], total, stages } = props;
  const last = trailing.at(-1);
  return [
    ...leading.map((c, index) => ({
      key: c.key,
      header: c.header,
      cell: c.render,
      totalCell: index === 0 ? t('statistics.columns.total') : null,
      secondary: c.secondary === true,
      style: { ...(c.wrap ? wrapStyle : undefined), ...(index === 0 ? pinStyles.start : undefined) },
    })),
    ...metricColumns(stages, product).map((c) => ({
      key: c.key,
      header: c.header,
      cell: (row: R) => c.value(row),
      totalCell: total ? c.value(total) : null,
      secondary: c.secondary === true,
    })),
    ...trailing.map((c) => ({
      key: c.key,
      header: c.header,
      cell: c.render,
      totalCell: null,
      secondary: c.secondary === true,
      style: { ...(c.wrap ? wrapStyle : undefined), ...(c === last && c.pinned ? pinStyles.end : undefined) },
    })),
  ];
}

interface RowProps {
  label: string;
  cells: { key: string; content: ReactNode; style?: CSSProperties }[];
  /** The folded columns' headings and values; none when the table shows every column. */
  details: { key: string; header: string; content: ReactNode }[];
  /** The Total row: its first cell heads the row. */
  isTotal?: boolean;
}

/** A row, and when columns are folded, its details button and the details row under it. */
function StatisticsRow({ label, cells, details, isTotal }: RowProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const folded = details.length > 0;
  return (
    <>
      <Table.Tr fw={isTotal ? 700 : undefined}>
        {cells.map((cell, index) => {
          // The Total row's first cell heads the row.
          const Cell = isTotal && index === 0 ? Table.Th : Table.Td;
          return (
            <Cell key={cell.key} scope={isTotal && index === 0 ? 'row' : undefined} style={cell.style}>
              {index === 0 && folded ? (
                // The row's own words first, then its details button: a row is named (and
                // found) by its date or 'Total', not by the button.
                <Group gap={4} wrap="nowrap">
                  {cell.content}
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={t('statistics.detailsOf', { row: label })}
                    aria-expanded={open}
                    aria-controls={open ? detailsId : undefined}
                    onClick={() => setOpen((value) => !value)}
                  >
                    {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
                  </ActionIcon>
                </Group>
              ) : (
                cell.content
              )}
            </Cell>
          );
        })}
      </Table.Tr>
      {folded && open ? (
        <Table.Tr id={detailsId}>
          <Table.Td colSpan={cells.length} fw={400}>
            <Group gap="xl" pl="xl">
              {details.map((detail) => (
                <Stack key={detail.key} gap={0}>
                  <Text size="xs" c="dimmed">
                    {detail.header}
                  </Text>
                  <Text size="sm">{detail.content}</Text>
                </Stack>
              ))}
            </Group>
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}

/**
 * A statistics report table: leading columns, one column per system metric (revenue expanded per
 * ticked share), trailing columns, and a Total footer; a spinner while loading and 'No statistics
 * available' when there is nothing. When it is wider than its card (a 1366-wide laptop), the
 * secondary columns fold into each row's details, so the money, status and actions stay in view;
 * if it is still wider (every share ticked), it scrolls with its first and action columns pinned.
 */
export function StatisticsTable<R extends StatisticMetrics>(props: StatisticsTableProps<R>) {
  const { label, rows, rowKey, rowLabel, total, loading } = props;
  const columns = columnsOf(props, useProductName());
  const fold = useColumnFold(columns.map((c) => c.key).join());
  const shown = fold.folded ? columns.filter((c) => !c.secondary) : columns;
  const folded = fold.folded ? columns.filter((c) => c.secondary) : [];
  return (
    <ListState loading={loading} empty={rows.length === 0} emptyText={t('statistics.empty')}>
      <TableScroll label={label} onMeasure={fold.onMeasure}>
        <Table highlightOnHover verticalSpacing="xs" aria-label={label} style={{ whiteSpace: 'nowrap' }}>
          <Table.Thead>
            <Table.Tr>
              {shown.map((c) => (
                <Table.Th key={c.key} style={{ ...c.style, ...headingStyle }}>
                  {c.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <StatisticsRow
                key={rowKey(row)}
                label={rowLabel(row)}
                cells={shown.map((c) => ({ key: c.key, content: c.cell(row), style: c.style }))}
                details={folded.map((c) => ({ key: c.key, header: c.header, content: c.cell(row) }))}
              />
            ))}
          </Table.Tbody>
          {total ? (
            <Table.Tfoot>
              <StatisticsRow
                isTotal
                label={t('statistics.columns.total')}
                cells={shown.map((c) => ({ key: c.key, content: c.totalCell, style: c.style }))}
                details={folded.map((c) => ({ key: c.key, header: c.header, content: c.totalCell }))}
              />
            </Table.Tfoot>
          ) : null}
        </Table>
      </TableScroll>
    </ListState>
  );
}

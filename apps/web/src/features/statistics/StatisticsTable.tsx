import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import type { ShareStage, StatisticMetrics } from '@pubdesk/contract';
import { ListState } from '@pubdesk/ui/table';
import { t } from '@pubdesk/ui/i18n';
import { useProductName } from '../../components/product-name';
import { metricColumns } from './metric-columns';

/** A column before or after the metrics: the date, names, status, actions. */
export interface SideColumn<R> {
  key: string;
  header: string;
  render: (row: R) => ReactNode;
}

interface StatisticsTableProps<R extends StatisticMetrics> {
  /** The table's accessible name. */
  label: string;
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  leading: SideColumn<R>[];
  trailing?: SideColumn<R>[];
  /** The totals of the whole range (the footer's Total row). */
  total?: StatisticMetrics;
  /** The stages whose revenue before, share and after are shown instead of Revenue. */
  stages: readonly ShareStage[];
  loading?: boolean;
}

/**
 * A statistics report table: leading columns, one column per system metric (revenue expanded per
 * ticked share), trailing columns, and a Total footer; a spinner while loading and 'No statistics
 * available' when there is nothing.
 */
export function StatisticsTable<R extends StatisticMetrics>(props: StatisticsTableProps<R>) {
  const { label, rows, rowKey, leading, trailing = [], total, stages, loading } = props;
  const metrics = metricColumns(stages, useProductName());
  return (
    <ListState loading={loading} empty={rows.length === 0} emptyText={t('statistics.empty')}>
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover verticalSpacing="xs" aria-label={label} style={{ whiteSpace: 'nowrap' }}>
          <Table.Thead>
            <Table.Tr>
              {[...leading, ...metrics, ...trailing].map((c) => (
                <Table.Th key={c.key}>{c.header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {leading.map((c) => (
                  <Table.Td key={c.key}>{c.render(row)}</Table.Td>
                ))}
                {metrics.map((c) => (
                  <Table.Td key={c.key}>{c.value(row)}</Table.Td>
                ))}
                {trailing.map((c) => (
                  <Table.Td key={c.key}>{c.render(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          {total ? (
            <Table.Tfoot>
              <Table.Tr fw={700}>
                {leading.map((c, i) => (
                  <Table.Th key={c.key} scope={i === 0 ? 'row' : undefined}>
                    {i === 0 ? t('statistics.columns.total') : null}
                  </Table.Th>
                ))}
                {metrics.map((c) => (
                  <Table.Td key={c.key}>{c.value(total)}</Table.Td>
                ))}
                {trailing.map((c) => (
                  <Table.Td key={c.key} />
                ))}
              </Table.Tr>
            </Table.Tfoot>
          ) : null}
        </Table>
      </Table.ScrollContainer>
    </ListState>
  );
}

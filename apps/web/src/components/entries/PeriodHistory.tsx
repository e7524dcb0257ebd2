import { ActionIcon, Table, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { t } from '@pubdesk/ui/i18n';
import { TableScroll } from '@pubdesk/ui/table';
import { formatPercent } from '../percent';
import { hasStarted } from './period-days';
import { entryText, type PeriodRow } from './period-row';

export interface PeriodHistoryProps {
  /** Every period, oldest start first (the API's order). */
  periods: PeriodRow[];
  /** Today in the reporting time zone: a period starting later may still be deleted. */
  today: string;
  /** 'Share' or 'Rate'. */
  valueLabel: string;
  /** Network shares show each period's network. */
  withNetwork?: boolean;
  /** Absent without the delete permission: no delete buttons. */
  onDelete?: (id: number) => void;
  deletingId: number | null;
}

/**
 * The History table: group, share or rate, (network,) from and to of every period; a period
 * without a start holds since the beginning, one without an end until a later one starts. Only a
 * period that has not started can be deleted (the API refuses the others).
 */
export function PeriodHistory({ periods, today, valueLabel, withNetwork, onDelete, deletingId }: PeriodHistoryProps) {
  const label = t('shares.history');
  return (
    <TableScroll label={label}>
      <Table verticalSpacing={4} fz="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('shares.group')}</Table.Th>
            <Table.Th>{valueLabel}</Table.Th>
            {withNetwork ? <Table.Th>{t('shares.network')}</Table.Th> : null}
            <Table.Th>{t('shares.from')}</Table.Th>
            <Table.Th>{t('shares.to')}</Table.Th>
            {onDelete ? (
              <Table.Th>
                <VisuallyHidden>{t('common.action')}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {periods.map((period) => {
            const from = period.start_date ?? t('shares.fromBeginning');
            return (
              <Table.Tr key={period.id}>
                <Table.Td>{period.group}</Table.Td>
                <Table.Td>{`${formatPercent(period.percent)}${t('common.percentSuffix')}`}</Table.Td>
                {withNetwork ? <Table.Td>{period.network ?? t('common.noNetwork')}</Table.Td> : null}
                <Table.Td>{from}</Table.Td>
                <Table.Td>{period.end_date ?? t('shares.openEnd')}</Table.Td>
                {onDelete ? (
                  <Table.Td>
                    {hasStarted(period.start_date, today) ? null : (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('shares.deletePeriodLabel', { entry: entryText(period), from })}
                        loading={deletingId === period.id}
                        onClick={() => onDelete(period.id)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    )}
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

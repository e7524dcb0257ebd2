import type { ReactNode } from 'react';
import { PercentInput } from '../../components/PercentInput';
import { RepeatRows } from '../../components/RepeatRows';
import type { Keyed } from '../../components/rows';
import type { RowsState } from '../../components/use-rows';
import { t } from '@pubdesk/ui/i18n';
import { GroupTypeSelect } from '../../components/GroupTypeSelect';
import type { FieldMessages } from './wizard-errors';
import type { ShareRow } from './wizard-values';

interface ShareRowsProps<T extends ShareRow> {
  rows: RowsState<T>;
  make: () => T;
  rowLabel: (n: number) => string;
  addLabel: string;
  errors?: Record<number, FieldMessages>;
  /** More fields of a row (the network of a network share). */
  extra?: (row: T & Keyed, errors: FieldMessages | undefined) => ReactNode;
}

/** The rows of one kind of share: a group type and a percentage each. */
export function ShareRows<T extends ShareRow>({ rows, make, rowLabel, addLabel, errors, extra }: ShareRowsProps<T>) {
  return (
    <RepeatRows
      rows={rows.rows}
      rowLabel={rowLabel}
      addLabel={addLabel}
      emptyText={t('websites.noRows')}
      onAdd={() => rows.add(make())}
      onRemove={rows.remove}
    >
      {(row, index) => (
        <>
          <GroupTypeSelect
            label={t('groupTypes.group')}
            required
            value={row.group_id}
            onChange={(group_id) => rows.patch(row.key, { group_id } as Partial<T>)}
            error={errors?.[index]?.group_id}
          />
          <PercentInput
            label={t('shares.share')}
            required
            value={row.share}
            onChange={(share) => rows.patch(row.key, { share } as Partial<T>)}
            error={errors?.[index]?.share}
          />
          {extra?.(row, errors?.[index])}
        </>
      )}
    </RepeatRows>
  );
}

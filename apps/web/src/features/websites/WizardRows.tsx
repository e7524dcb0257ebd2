import type { ReactNode } from 'react';
import { t } from '@pubdesk/ui/i18n';
import { RepeatRows } from '../../components/RepeatRows';
import type { Keyed } from '../../components/rows';
import type { RowsState } from '../../components/use-rows';
import { fieldBinder, type BoundField } from '@pubdesk/ui/forms';
import type { FieldMessages } from './wizard-errors';

/** A row-list step's share of the wizard: the list, and the server's messages per row index. */
export interface RowsStepProps<T extends object> {
  rows: RowsState<T>;
  errors?: Record<number, FieldMessages>;
}

interface WizardRowsProps<T extends object> extends RowsStepProps<T> {
  /** A new, empty row. */
  make: () => T;
  rowLabel: (n: number) => string;
  addLabel: string;
  /** A row's fields; `field(name)` binds an input to that field of the row and to its message. */
  children: (field: <K extends keyof T & string>(name: K) => BoundField<T[K]>, row: T & Keyed, errors?: FieldMessages) => ReactNode;
}

/** The rows of one list of the wizard (placements, fill rates, shares), 'no rows' until one is added. */
export function WizardRows<T extends object>({ rows, errors, make, rowLabel, addLabel, children }: WizardRowsProps<T>) {
  return (
    <RepeatRows
      rows={rows.rows}
      rowLabel={rowLabel}
      addLabel={addLabel}
      emptyText={t('websites.noRows')}
      onAdd={() => rows.add(make())}
      onRemove={rows.remove}
    >
      {(row, index) => {
        const patch = <K extends keyof T>(name: K, value: T[K]) => {
          const change: Partial<T> = {};
          change[name] = value;
          rows.patch(row.key, change);
        };
        return children(fieldBinder<T>(row, patch, errors?.[index]), row, errors?.[index]);
      }}
    </RepeatRows>
  );
}

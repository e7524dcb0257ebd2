import type { ReactNode } from 'react';
import { t } from '@pubdesk/ui/i18n';
import { PercentInput } from '../../components/PercentInput';
import type { Keyed } from '../../components/rows';
import { GroupTypeSelect } from '../../components/GroupTypeSelect';
import type { FieldMessages } from './wizard-errors';
import type { ShareRow } from './wizard-values';
import { WizardRows, type RowsStepProps } from './WizardRows';

interface ShareRowsProps<T extends ShareRow> extends RowsStepProps<T> {
  make: () => T;
  rowLabel: (n: number) => string;
  addLabel: string;
  /** More fields of a row (the network of a network share). */
  extra?: (row: T & Keyed, errors: FieldMessages | undefined) => ReactNode;
}

/** The rows of one kind of share: a group type and a percentage each. */
export function ShareRows<T extends ShareRow>({ extra, ...list }: ShareRowsProps<T>) {
  return (
    <WizardRows {...list}>
      {(field, row, errors) => (
        <>
          <GroupTypeSelect label={t('groupTypes.group')} required {...field('group_id')} />
          <PercentInput label={t('shares.share')} required {...field('share')} />
          {extra?.(row, errors)}
        </>
      )}
    </WizardRows>
  );
}

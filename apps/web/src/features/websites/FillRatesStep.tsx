import { PercentInput } from '../../components/PercentInput';
import { RepeatRows } from '../../components/RepeatRows';
import type { RowsState } from '../../components/use-rows';
import { t } from '@pubdesk/ui/i18n';
import { GroupTypeSelect } from '../../components/GroupTypeSelect';
import type { FieldMessages } from './wizard-errors';
import { emptyRate, type RateRow } from './wizard-values';

interface FillRatesStepProps {
  rows: RowsState<RateRow>;
  errors?: Record<number, FieldMessages>;
}

/** Wizard step 3: a fill rate per group type (ad format). */
export function FillRatesStep({ rows, errors }: FillRatesStepProps) {
  return (
    <RepeatRows
      rows={rows.rows}
      rowLabel={(n) => t('websites.fillRate', { n })}
      addLabel={t('websites.addFillRate')}
      emptyText={t('websites.noRows')}
      onAdd={() => rows.add(emptyRate())}
      onRemove={rows.remove}
    >
      {(row, index) => (
        <>
          <GroupTypeSelect
            label={t('groupTypes.group')}
            required
            value={row.group_id}
            onChange={(group_id) => rows.patch(row.key, { group_id })}
            error={errors?.[index]?.group_id}
          />
          <PercentInput
            label={t('shares.rate')}
            required
            value={row.rate}
            onChange={(rate) => rows.patch(row.key, { rate })}
            error={errors?.[index]?.rate}
          />
        </>
      )}
    </RepeatRows>
  );
}

import { t } from '@pubdesk/ui/i18n';
import { PercentInput } from '../../components/PercentInput';
import { GroupTypeSelect } from '../../components/GroupTypeSelect';
import { emptyRate, type RateRow } from './wizard-values';
import { WizardRows, type RowsStepProps } from './WizardRows';

/** Wizard step 3: a fill rate per group type (ad format). */
export function FillRatesStep(list: RowsStepProps<RateRow>) {
  return (
    <WizardRows {...list} make={emptyRate} rowLabel={(n) => t('websites.fillRate', { n })} addLabel={t('websites.addFillRate')}>
      {(field) => (
        <>
          <GroupTypeSelect label={t('groupTypes.group')} required {...field('group_id')} />
          <PercentInput label={t('shares.rate')} required {...field('rate')} />
        </>
      )}
    </WizardRows>
  );
}

import { TextInput } from '@mantine/core';
import { activeStatuses } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { StatusRadios, textInputProps } from '@pubdesk/ui/forms';
import { GroupTypeSelect } from '../../components/GroupTypeSelect';
import { emptyPlacement, type PlacementRow } from './wizard-values';
import { WizardRows, type RowsStepProps } from './WizardRows';

/** Wizard step 2: placement groups, each a name, a group type and a status. */
export function PlacementsStep(list: RowsStepProps<PlacementRow>) {
  return (
    <WizardRows {...list} make={emptyPlacement} rowLabel={(n) => t('websites.placement', { n })} addLabel={t('websites.addPlacement')}>
      {(field) => (
        <>
          <TextInput label={t('common.name')} required {...textInputProps(field('name'))} />
          <GroupTypeSelect label={t('groupTypes.group')} required {...field('group_id')} />
          <StatusRadios label={t('common.status')} statuses={activeStatuses} {...field('status')} />
        </>
      )}
    </WizardRows>
  );
}

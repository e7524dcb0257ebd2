import { TextInput } from '@mantine/core';
import { activeStatuses } from '@pubdesk/contract';
import { RepeatRows } from '../../components/RepeatRows';
import { StatusRadios } from '../../components/StatusRadios';
import type { RowsState } from '../../components/use-rows';
import { t } from '@pubdesk/ui/i18n';
import { GroupTypeSelect } from '../../components/GroupTypeSelect';
import type { FieldMessages } from './wizard-errors';
import { emptyPlacement, type PlacementRow } from './wizard-values';

interface PlacementsStepProps {
  rows: RowsState<PlacementRow>;
  errors?: Record<number, FieldMessages>;
}

/** Wizard step 2: placement groups, each a name, a group type and a status. */
export function PlacementsStep({ rows, errors }: PlacementsStepProps) {
  return (
    <RepeatRows
      rows={rows.rows}
      rowLabel={(n) => t('websites.placement', { n })}
      addLabel={t('websites.addPlacement')}
      emptyText={t('websites.noRows')}
      onAdd={() => rows.add(emptyPlacement())}
      onRemove={rows.remove}
    >
      {(row, index) => (
        <>
          <TextInput
            label={t('common.name')}
            required
            value={row.name}
            onChange={(event) => rows.patch(row.key, { name: event.currentTarget.value })}
            error={errors?.[index]?.name}
          />
          <GroupTypeSelect
            label={t('groupTypes.group')}
            required
            value={row.group_id}
            onChange={(group_id) => rows.patch(row.key, { group_id })}
            error={errors?.[index]?.group_id}
          />
          <StatusRadios
            label={t('common.status')}
            statuses={activeStatuses}
            value={row.status}
            onChange={(status) => rows.patch(row.key, { status })}
            error={errors?.[index]?.status}
          />
        </>
      )}
    </RepeatRows>
  );
}

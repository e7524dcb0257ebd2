import { SimpleGrid, TextInput } from '@mantine/core';
import { activeStatuses, dataFlags, dataTypeLabels, dataTypes, serveWithOptions, type PlacementGroupData } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { EntryForm, useEntryEditor } from '../../components/EntryForm';
import { StatusRadios } from '@pubdesk/ui/forms';
import { GroupTypeSelect } from '../../components/GroupTypeSelect';
import { ChoiceSelect } from './ChoiceSelect';
import { emptyGroupDataForm, formFromGroupData, payloadFromForm } from './group-data-form';
import { groupDataPath } from './paths';
import { useCreateGroupData, useUpdateGroupData } from './placement-group-data.api';
import { ServeMetricGrid } from './ServeMetricGrid';
import { SupplierSelect } from './SupplierSelect';

const noMetrics: readonly number[] = [];
/** Two fields side by side where the form is wide enough, stacked where it is not. */
const pairs = { type: 'container', cols: { base: 1, '360px': 2 }, spacing: 'sm', verticalSpacing: 'sm' } as const;

interface GroupDataEditorProps {
  data: PlacementGroupData | null;
  placementGroupId: number;
  /** The placement group's format: a new item's group type. */
  groupTypeId: number | null;
  /** The user may see the item but not change it. */
  readOnly?: boolean;
}

/** Add (no id) or Edit (id) a data item of the placement group. */
export function GroupDataEditor({ data, placementGroupId, groupTypeId, readOnly }: GroupDataEditorProps) {
  const create = useCreateGroupData();
  const update = useUpdateGroupData(data?.id ?? 0);
  const { text, field, errors, entryForm } = useEntryEditor(
    data,
    {
      from: formFromGroupData,
      empty: () => emptyGroupDataForm(groupTypeId),
      // An item opened from another group's link stays in its own group.
      payload: (values) => payloadFromForm(values, data?.placement_group_id ?? placementGroupId),
    },
    { create, update, pathOf: (created) => groupDataPath(placementGroupId, created.id), notifyFailure: true },
  );

  return (
    <EntryForm
      {...entryForm}
      readOnly={readOnly}
      newEntry={{ to: groupDataPath(placementGroupId), label: t('placementGroupData.newEntry') }}
    >
      <TextInput label={t('common.name')} required error={errors.name} {...text('name')} />
      <SimpleGrid {...pairs}>
        <GroupTypeSelect label={t('common.type')} required {...field('group_id')} />
        <ChoiceSelect
          label={t('placementGroupData.flag')}
          values={dataFlags}
          optionLabel={(flag) => t(`placementGroupData.flagLabels.${flag}`)}
          {...field('flag')}
        />
      </SimpleGrid>
      <ChoiceSelect
        label={t('common.type')}
        ariaLabel={t('placementGroupData.dataTypeName')}
        values={dataTypes}
        optionLabel={(type) => dataTypeLabels[type]}
        {...field('type')}
      />
      <SimpleGrid {...pairs}>
        <TextInput label={t('placementGroupData.dfpPlacementId')} error={errors.dfp_placement_id} {...text('dfp_placement_id')} />
        <TextInput label={t('placementGroupData.dfpAdunitId')} error={errors.dfp_adunit_id} {...text('dfp_adunit_id')} />
      </SimpleGrid>
      <SimpleGrid {...pairs}>
        <ChoiceSelect
          label={t('placementGroupData.serveWith')}
          values={serveWithOptions}
          optionLabel={(option) => t(`placementGroupData.serveWithLabels.${option}`)}
          {...field('serve_with')}
        />
        <SupplierSelect label={t('placementGroupData.supplier')} required {...field('supplier_id')} />
      </SimpleGrid>
      <ServeMetricGrid saved={data?.metrics ?? noMetrics} {...field('metrics')} />
      <StatusRadios label={t('common.status')} statuses={activeStatuses} {...field('status')} />
    </EntryForm>
  );
}

import { SimpleGrid, TextInput } from '@mantine/core';
import { activeStatuses, dataFlags, dataTypeLabels, dataTypes, serveWithOptions, type PlacementGroupData } from '@pubdesk/contract';
import { EntryForm, useEntryEditor } from '../../components/EntryForm';
import { StatusRadios } from '../../components/StatusRadios';
import { t } from '@pubdesk/ui/i18n';
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
  const { values, set, text, errors, save, submitting } = useEntryEditor(
    data,
    { from: formFromGroupData, empty: () => emptyGroupDataForm(groupTypeId) },
    {
      create,
      update,
      pathOf: (created) => groupDataPath(placementGroupId, created.id),
      notifyFailure: true,
    },
  );
  const listPath = groupDataPath(placementGroupId);

  return (
    <EntryForm
      editing={data !== null}
      // An item opened from another group's link stays in its own group.
      onSubmit={() => save(payloadFromForm(values, data?.placement_group_id ?? placementGroupId))}
      submitting={submitting}
      readOnly={readOnly}
      newEntry={{ to: listPath, label: t('placementGroupData.newEntry') }}
    >
      <TextInput label={t('common.name')} required error={errors.name} {...text('name')} />
      <SimpleGrid {...pairs}>
        <GroupTypeSelect
          label={t('common.type')}
          required
          value={values.group_id}
          onChange={(value) => set('group_id', value)}
          error={errors.group_id}
        />
        <ChoiceSelect
          label={t('placementGroupData.flag')}
          values={dataFlags}
          optionLabel={(flag) => t(`placementGroupData.flagLabels.${flag}`)}
          value={values.flag}
          onChange={(flag) => set('flag', flag)}
          error={errors.flag}
        />
      </SimpleGrid>
      <ChoiceSelect
        label={t('common.type')}
        ariaLabel={t('placementGroupData.dataTypeName')}
        values={dataTypes}
        optionLabel={(type) => dataTypeLabels[type]}
        value={values.type}
        onChange={(type) => set('type', type)}
        error={errors.type}
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
          value={values.serve_with}
          onChange={(option) => set('serve_with', option)}
          error={errors.serve_with}
        />
        <SupplierSelect
          label={t('placementGroupData.supplier')}
          required
          value={values.supplier_id}
          onChange={(value) => set('supplier_id', value)}
          error={errors.supplier_id}
        />
      </SimpleGrid>
      <ServeMetricGrid
        value={values.metrics}
        saved={data?.metrics ?? noMetrics}
        onChange={(metrics) => set('metrics', metrics)}
        error={errors.metrics}
      />
      <StatusRadios
        label={t('common.status')}
        statuses={activeStatuses}
        value={values.status}
        onChange={(status) => set('status', status)}
        error={errors.status}
      />
    </EntryForm>
  );
}

import { TextInput } from '@mantine/core';
import { activeStatuses, type PlacementGroup } from '@pubdesk/contract';
import { FormLayout } from '../../components/FormLayout';
import { NewEntryButton } from '../../components/NewEntryButton';
import { StatusRadios } from '../../components/StatusRadios';
import { useEntrySave } from '../../components/use-entry-save';
import { fieldErrors } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import { useFields } from '../../lib/use-fields';
import { GroupTypeSelect } from '../group-types/GroupTypeSelect';
import { emptyPlacementGroupForm, formFromPlacementGroup, payloadFromForm } from './placement-group-form';
import { useCreatePlacementGroup, useUpdatePlacementGroup } from './placement-groups.api';

interface PlacementGroupEditorProps {
  group: PlacementGroup | null;
  websiteId: number;
  /** The user may see the group but not change it. */
  readOnly?: boolean;
}

/** Add (no id) or Edit (id) a placement group of the website. */
export function PlacementGroupEditor({ group, websiteId, readOnly }: PlacementGroupEditorProps) {
  const { values, set, text } = useFields(group ? formFromPlacementGroup(group) : emptyPlacementGroupForm);
  const create = useCreatePlacementGroup();
  const update = useUpdatePlacementGroup(group?.id ?? 0);
  const { save, failure, submitting } = useEntrySave({
    editing: group !== null,
    create,
    update,
    pathOf: (created) => `/placements_groups/${created.id}?website=${websiteId}`,
    notifyFailure: true,
  });
  const errors = fieldErrors(failure);
  const listPath = `/placements_groups?website=${websiteId}`;

  return (
    <FormLayout
      title={group ? t('common.edit') : t('common.add')}
      submitLabel={t('common.save')}
      onSubmit={() => save(payloadFromForm(values, websiteId))}
      submitting={submitting}
      readOnly={readOnly}
      actions={group ? <NewEntryButton to={listPath} label={t('placementGroups.newEntry')} /> : null}
    >
      <TextInput label={t('common.name')} required error={errors.name} {...text('name')} />
      <GroupTypeSelect
        label={t('groupTypes.group')}
        required
        value={values.group_id}
        onChange={(value) => set('group_id', value)}
        error={errors.group_id}
      />
      <StatusRadios
        label={t('common.status')}
        statuses={activeStatuses}
        value={values.status}
        onChange={(status) => set('status', status)}
        error={errors.status}
      />
    </FormLayout>
  );
}

import { TextInput } from '@mantine/core';
import { activeStatuses, type PlacementGroup } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { EntryForm, useEntryEditor } from '../../components/EntryForm';
import { StatusRadios } from '@pubdesk/ui/forms';
import { GroupTypeSelect } from '../../components/GroupTypeSelect';
import { placementGroupPath } from './paths';
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
  const create = useCreatePlacementGroup();
  const update = useUpdatePlacementGroup(group?.id ?? 0);
  const { text, field, errors, entryForm } = useEntryEditor(
    group,
    { from: formFromPlacementGroup, empty: emptyPlacementGroupForm, payload: (values) => payloadFromForm(values, websiteId) },
    { create, update, pathOf: (created) => placementGroupPath(websiteId, created.id), notifyFailure: true },
  );

  return (
    <EntryForm {...entryForm} readOnly={readOnly} newEntry={{ to: placementGroupPath(websiteId), label: t('placementGroups.newEntry') }}>
      <TextInput label={t('common.name')} required error={errors.name} {...text('name')} />
      <GroupTypeSelect label={t('groupTypes.group')} required {...field('group_id')} />
      <StatusRadios label={t('common.status')} statuses={activeStatuses} {...field('status')} />
    </EntryForm>
  );
}

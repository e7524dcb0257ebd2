import { TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { activeStatuses, type PlacementGroup } from '@pubdesk/contract';
import { ErrorList } from '../../components/ErrorList';
import { FormLayout } from '../../components/FormLayout';
import { NewEntryButton } from '../../components/NewEntryButton';
import { StatusRadios } from '../../components/StatusRadios';
import { fieldErrors } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { useFields } from '../../lib/use-fields';
import { GroupTypeSelect } from '../group-types/GroupTypeSelect';
import { emptyPlacementGroupForm, formFromPlacementGroup, payloadFromForm } from './placement-group-form';
import { useCreatePlacementGroup, useUpdatePlacementGroup } from './placement-groups.api';

function notifyFailure(error: unknown): void {
  notify.error({ title: t('inventory.operationFailed'), message: <ErrorList error={error} /> });
}

interface PlacementGroupEditorProps {
  group: PlacementGroup | null;
  websiteId: number;
}

/** Add (no id) or Edit (id) a placement group of the website. */
export function PlacementGroupEditor({ group, websiteId }: PlacementGroupEditorProps) {
  const { values, set, text } = useFields(group ? formFromPlacementGroup(group) : emptyPlacementGroupForm);
  const navigate = useNavigate();
  const create = useCreatePlacementGroup();
  const update = useUpdatePlacementGroup(group?.id ?? 0);
  const errors = fieldErrors(group ? update.error : create.error);
  const listPath = `/placements_groups?website=${websiteId}`;

  const save = () => {
    const payload = payloadFromForm(values, websiteId);
    if (group) {
      update.mutate(payload, {
        onSuccess: () => notify.success({ title: t('inventory.operationSuccess'), message: t('inventory.updated') }),
        onError: notifyFailure,
      });
      return;
    }
    create.mutate(payload, {
      onSuccess: (created) => {
        notify.success({ title: t('inventory.operationSuccess'), message: t('inventory.addedWithId', { id: created.id }) });
        navigate(`/placements_groups/${created.id}?website=${websiteId}`, { replace: true });
      },
      onError: notifyFailure,
    });
  };

  return (
    <FormLayout
      title={group ? t('placementGroups.edit') : t('placementGroups.add')}
      submitLabel={t('placementGroups.save')}
      onSubmit={save}
      submitting={create.isPending || update.isPending}
      actions={group ? <NewEntryButton to={listPath} label={t('placementGroups.newEntry')} /> : null}
    >
      <TextInput label={t('placementGroups.name')} required error={errors.name} {...text('name')} />
      <GroupTypeSelect
        label={t('placementGroups.group')}
        required
        value={values.group_id}
        onChange={(value) => set('group_id', value)}
        error={errors.group_id}
      />
      <StatusRadios
        label={t('placementGroups.status')}
        statuses={activeStatuses}
        value={values.status}
        onChange={(status) => set('status', status)}
        error={errors.status}
      />
    </FormLayout>
  );
}

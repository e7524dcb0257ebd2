import { useState } from 'react';
import { MultiSelect } from '@mantine/core';
import { fieldErrors } from '@pubdesk/ui/api';
import { t } from '@pubdesk/ui/i18n';
import { FormLayout } from '@pubdesk/ui/forms';
import { useUpdateProfile } from '@pubdesk/ui/account';
import { useAllGroups, useGroupsSaved } from './user-detail.api';
import { notifyDone, notifyRefused } from '@pubdesk/ui/notify';

/** The user's permission groups, saved with PATCH /profiles/{id}/ {groups}; read-only for who may not change them. */
export function UserGroupsForm({ userId, groups, readOnly }: { userId: number; groups: number[]; readOnly?: boolean }) {
  const [value, setValue] = useState(() => groups.map(String));
  const all = useAllGroups();
  const update = useUpdateProfile(userId);
  const saved = useGroupsSaved(userId);
  const errors = fieldErrors(update.error);

  const save = () =>
    update.mutate(
      { groups: value.map(Number) },
      {
        onSuccess: () => {
          saved();
          notifyDone(t('access.updated'));
        },
        onError: (error) => notifyRefused('access.updateFailed', error),
      },
    );

  return (
    <FormLayout title={t('access.groups')} submitLabel={t('common.save')} onSubmit={save} submitting={update.isPending} readOnly={readOnly}>
      <MultiSelect
        label={t('access.groups')}
        placeholder={t('users.detail.groupsPlaceholder')}
        nothingFoundMessage={t('users.detail.noGroups')}
        searchable
        clearable
        disabled={all.isPending}
        data={(all.data ?? []).map((group) => ({ value: String(group.id), label: group.name }))}
        value={value}
        onChange={setValue}
        error={errors.groups}
      />
    </FormLayout>
  );
}

import { useMemo, useState } from 'react';
import { Group, SegmentedControl, Select } from '@mantine/core';
import type { PermissionException } from '@pubdesk/contract';
import { fieldErrors } from '@pubdesk/ui/api';
import { t } from '@pubdesk/ui/i18n';
import { FormLayout } from '@pubdesk/ui/forms';
import { usePermissions } from '../access';
import { permissionOptions } from './user-detail';
import { useAddException } from './user-detail.api';
import { notifyDone, notifyRefused } from '@pubdesk/ui/notify';

type ExceptionType = PermissionException['type'];

/** Add an exception: a permission (searchable, grouped by service), Grant or Deny, Add. */
export function ExceptionForm({ userId }: { userId: number }) {
  const permissions = usePermissions();
  const options = useMemo(() => permissionOptions(permissions.data ?? []), [permissions.data]);
  const [permission, setPermission] = useState<string | null>(null);
  const [type, setType] = useState<ExceptionType>('grant');
  const add = useAddException(userId);
  const errors = fieldErrors(add.error);

  const submit = () => {
    if (!permission) return;
    add.mutate(
      { permission: Number(permission), type },
      {
        onSuccess: () => {
          setPermission(null);
          notifyDone(t('users.detail.exceptionAdded'));
        },
        onError: (error) => notifyRefused('users.detail.exceptionAddFailed', error),
      },
    );
  };

  return (
    <FormLayout title={t('users.detail.addException')} submitLabel={t('common.add')} onSubmit={submit} submitting={add.isPending}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('users.detail.permission')}
          placeholder={t('access.searchPermissions')}
          searchable
          clearable
          disabled={permissions.isPending}
          data={options}
          value={permission}
          onChange={setPermission}
          error={errors.permission ?? errors.non_field_errors}
          style={{ flex: 1, minWidth: 260 }}
          maxDropdownHeight={350}
        />
        <SegmentedControl
          aria-label={t('common.type')}
          value={type}
          onChange={(next) => setType(next as ExceptionType)}
          data={[
            { value: 'grant', label: t('users.detail.grant') },
            { value: 'deny', label: t('users.detail.deny') },
          ]}
        />
      </Group>
    </FormLayout>
  );
}

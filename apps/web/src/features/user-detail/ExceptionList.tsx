import { Badge, Text } from '@mantine/core';
import type { PermissionException } from '@pubdesk/contract';
import { DataTable, type DataTableColumn } from '@pubdesk/ui/table';
import { t } from '@pubdesk/ui/i18n';
import { RowActions } from '../../components/RowActions';
import { ListPanel } from '../../components/ListPanel';
import { useDeleteException, useExceptions } from './user-detail.api';
import { notifyDone, notifyRefused } from '@pubdesk/ui/notify';

/** The user's grant and deny exceptions, each with a delete button where deleting is allowed. */
export function ExceptionList({ userId, canDelete }: { userId: number; canDelete: boolean }) {
  const exceptions = useExceptions(userId);
  const remove = useDeleteException(userId);

  const drop = (exception: PermissionException) =>
    remove.mutate(exception.id, {
      onSuccess: () => notifyDone(t('users.detail.exceptionDeleted')),
      onError: (error) => notifyRefused('users.detail.exceptionDeleteFailed', error),
    });

  const columns: DataTableColumn<PermissionException>[] = [
    {
      key: 'permission',
      header: t('users.detail.permission'),
      render: (exception) => (
        <>
          <Text size="sm">{exception.permission_name}</Text>
          <Text size="xs" c="dimmed">
            {exception.codename}
          </Text>
        </>
      ),
    },
    {
      key: 'type',
      header: t('common.type'),
      render: (exception) => (
        <Badge color={exception.type === 'grant' ? 'green' : 'red'} variant="light">
          {exception.type === 'grant' ? t('users.detail.grant') : t('users.detail.deny')}
        </Badge>
      ),
    },
  ];
  if (canDelete) {
    columns.push({
      key: 'delete',
      header: t('common.delete'),
      headerHidden: true,
      render: (exception) => (
        <RowActions
          remove={{
            label: t('users.detail.deleteException', { name: exception.codename }),
            name: exception.permission_name,
            loading: remove.isPending && remove.variables === exception.id,
            onConfirm: () => drop(exception),
          }}
        />
      ),
    });
  }

  return (
    <ListPanel title={t('users.detail.exceptionsTitle')} error={exceptions.error}>
      <DataTable<PermissionException>
        minWidth={480}
        loading={exceptions.isPending}
        emptyText={t('users.detail.exceptionsEmpty')}
        rows={exceptions.data ?? []}
        columns={columns}
      />
    </ListPanel>
  );
}

import { Button, Code, Table, TextInput } from '@mantine/core';
import type { PermissionRecord } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { useRenamePermission } from './access.api';
import { useInlineEdit } from './use-inline-edit';

/** A permission's codename, its name in an input, and Save (Enter saves too). */
export function PermissionRow({ permission }: { permission: PermissionRecord }) {
  const rename = useRenamePermission(permission.id);
  const edit = useInlineEdit(permission.name, 'name', rename);
  return (
    <Table.Tr>
      <Table.Td>
        <Code>{permission.codename}</Code>
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          aria-label={t('access.permissionNameLabel', { codename: permission.codename })}
          value={edit.value}
          onChange={(event) => edit.setValue(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') edit.save();
          }}
          error={edit.error}
        />
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          disabled={!edit.changed}
          loading={edit.saving}
          onClick={edit.save}
          aria-label={t('access.saveLabel', { name: permission.codename })}
        >
          {t('common.save')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

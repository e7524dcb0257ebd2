import { Button, Table, Textarea } from '@mantine/core';
import type { Service } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { capitalizeUnderscored } from '@pubdesk/ui/format';
import { useUpdateService } from './access.api';
import { useInlineEdit } from './use-inline-edit';

/** A service's name, its description in a text area, and Save. */
export function ServiceRow({ service }: { service: Service }) {
  const update = useUpdateService(service.id);
  const edit = useInlineEdit(service.description, 'description', update);
  const name = capitalizeUnderscored(service.name);
  return (
    <Table.Tr>
      <Table.Td>{name}</Table.Td>
      <Table.Td>
        <Textarea
          size="xs"
          autosize
          minRows={1}
          maxRows={4}
          aria-label={t('access.descriptionLabel', { service: name })}
          value={edit.value}
          onChange={(event) => edit.setValue(event.currentTarget.value)}
          error={edit.error}
        />
      </Table.Td>
      <Table.Td>
        <Button size="xs" disabled={!edit.changed} loading={edit.saving} onClick={edit.save} aria-label={t('access.saveLabel', { name })}>
          {t('common.save')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

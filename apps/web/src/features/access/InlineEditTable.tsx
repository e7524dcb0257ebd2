import type { ReactNode } from 'react';
import { Table, VisuallyHidden } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';

interface InlineEditTableProps {
  /** The column that names each row (codename, service), and its share of the width. */
  keyHeader: string;
  keyWidth: string;
  /** The column edited in place (a permission's name, a service's description). */
  textHeader: string;
  /** The rows (PermissionRow, ServiceRow). */
  children: ReactNode;
}

/** The developers' tables: a name for each row, a text edited in place, and the row's buttons. */
export function InlineEditTable({ keyHeader, keyWidth, textHeader, children }: InlineEditTableProps) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={keyWidth}>{keyHeader}</Table.Th>
            <Table.Th>{textHeader}</Table.Th>
            <Table.Th w={90}>
              <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

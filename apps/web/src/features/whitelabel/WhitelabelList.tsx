import { ActionIcon, Anchor, Table, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListPanel } from '../../components/ListPanel';
import { Pager } from '../../components/Pager';
import { StatusBadge } from '../../components/StatusBadge';
import { stripScheme } from '../../lib/format';
import { t } from '../../lib/i18n';
import { useWhitelistList, whitelabelPageSize } from './whitelabel.api';

interface WhitelabelListProps {
  page: number;
  onPageChange: (page: number) => void;
  selectedId: number | null;
}

/** Domain, Network, Status and an edit link per entry; a plus button opens an empty editor. */
export function WhitelabelList({ page, onPageChange, selectedId }: WhitelabelListProps) {
  const { data, isPending } = useWhitelistList(page);
  const entries = data?.results ?? [];

  return (
    <ListPanel
      title={t('whitelabel.listTitle')}
      loading={isPending}
      empty={entries.length === 0}
      emptyText={t('whitelabel.empty')}
      actions={
        <Tooltip label={t('whitelabel.newEntry')}>
          <ActionIcon component={Link} to="/whitelabel" variant="light" size="lg" aria-label={t('whitelabel.newEntry')}>
            <IconPlus size={18} />
          </ActionIcon>
        </Tooltip>
      }
      footer={<Pager page={page} count={data?.count ?? 0} limit={whitelabelPageSize} onChange={onPageChange} />}
    >
      <Table.ScrollContainer minWidth={420}>
        <Table highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('whitelabel.domain')}</Table.Th>
              <Table.Th>{t('whitelabel.network')}</Table.Th>
              <Table.Th>{t('whitelabel.status')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('whitelabel.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry.id} bg={entry.id === selectedId ? 'var(--mantine-color-default-hover)' : undefined}>
                <Table.Td>
                  <Anchor component={Link} to={`/whitelabel/${entry.id}`} size="sm">
                    {stripScheme(entry.domain)}
                  </Anchor>
                </Table.Td>
                <Table.Td>{entry.network_name ?? '–'}</Table.Td>
                <Table.Td>
                  <StatusBadge status={entry.status} />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    component={Link}
                    to={`/whitelabel/${entry.id}`}
                    variant="subtle"
                    aria-label={t('whitelabel.editLabel', { domain: entry.domain })}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ListPanel>
  );
}

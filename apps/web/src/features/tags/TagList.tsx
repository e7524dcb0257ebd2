import { ActionIcon, Anchor, Center, Group, Loader, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { Tag } from '@pubdesk/contract';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { ErrorList } from '../../components/ErrorList';
import { ListPanel } from '../../components/ListPanel';
import { NewEntryButton } from '../../components/NewEntryButton';
import { Pager } from '../../components/Pager';
import { SearchBox } from '../../components/SearchBox';
import { StatusBadge } from '../../components/StatusBadge';
import { t } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { tagsPageSize, useDeleteTag, useTagList } from './tags.api';

interface TagListProps {
  websiteId: number;
  page: number;
  onPageChange: (page: number) => void;
  search: string;
  onSearch: (text: string) => void;
  selectedId: number | null;
}

/** The website's tags with search, an edit link and a confirmed delete each; 10 a page. */
export function TagList({ websiteId, page, onPageChange, search, onSearch, selectedId }: TagListProps) {
  const { data, isPending } = useTagList(websiteId, page, search);
  const remove = useDeleteTag();
  const navigate = useNavigate();
  const tags = data?.results ?? [];
  const editPath = (tag: Tag) => `/tags/${tag.id}?website=${websiteId}`;

  const onDelete = (tag: Tag) =>
    remove.mutate(tag.id, {
      onSuccess: () => {
        notify.success({ title: t('inventory.operationSuccess'), message: t('tags.deleted') });
        // The form must not keep editing a tag that is gone.
        if (tag.id === selectedId) navigate(`/tags?website=${websiteId}`, { replace: true });
      },
      onError: (error) => notify.error({ title: t('inventory.operationFailed'), message: <ErrorList error={error} /> }),
    });

  return (
    <ListPanel
      title={t('tags.listTitle')}
      actions={<NewEntryButton to={`/tags?website=${websiteId}`} label={t('tags.newEntry')} />}
      footer={<Pager page={page} count={data?.count ?? 0} limit={tagsPageSize} onChange={onPageChange} />}
    >
      <Stack gap="sm">
        <SearchBox onSearch={onSearch} />
        {isPending ? (
          <Center py="lg">
            <Loader size="sm" />
          </Center>
        ) : tags.length === 0 ? (
          <Text c="dimmed" size="sm" py="md" ta="center">
            {t('tags.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={360}>
            <Table highlightOnHover verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('tags.name')}</Table.Th>
                  <Table.Th>{t('tags.status')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('inventory.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tags.map((tag) => (
                  <Table.Tr key={tag.id} bg={tag.id === selectedId ? 'var(--mantine-color-default-hover)' : undefined}>
                    <Table.Td>
                      <Anchor component={Link} to={editPath(tag)} size="sm">
                        {tag.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={tag.status} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <ActionIcon component={Link} to={editPath(tag)} variant="subtle" aria-label={t('tags.editLabel', { name: tag.name })}>
                          <IconPencil size={16} />
                        </ActionIcon>
                        <ConfirmDelete
                          label={t('tags.deleteLabel', { name: tag.name })}
                          name={tag.name}
                          loading={remove.isPending && remove.variables === tag.id}
                          onConfirm={() => onDelete(tag)}
                        />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </ListPanel>
  );
}

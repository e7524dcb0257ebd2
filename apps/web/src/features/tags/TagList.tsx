import { Anchor, Stack } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import type { Tag } from '@pubdesk/contract';
import { RowActions } from '../../components/RowActions';
import { DataTable, Pager } from '@pubdesk/ui/table';
import { ListPanel } from '../../components/ListPanel';
import { NewEntryButton } from '../../components/NewEntryButton';
import { SearchBox } from '../../components/SearchBox';
import { StatusBadge } from '../../components/StatusBadge';
import { useCan } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import { tagsPageSize, useDeleteTag, useTagList } from './tags.api';
import { notifyDone, notifyRefused } from '../../components/notices';

interface TagListProps {
  websiteId: number;
  page: number;
  onPageChange: (page: number) => void;
  search: string;
  onSearch: (text: string) => void;
  selectedId: number | null;
}

/** The website's tags with search, an edit link and (with the delete permission) a confirmed delete each; 10 a page. */
export function TagList({ websiteId, page, onPageChange, search, onSearch, selectedId }: TagListProps) {
  const { data, isPending, error } = useTagList(websiteId, page, search);
  const canDelete = useCan('websites.delete_tag');
  const remove = useDeleteTag();
  const navigate = useNavigate();
  const tags = data?.results ?? [];
  const editPath = (tag: Tag) => `/tags/${tag.id}?website=${websiteId}`;

  const onDelete = (tag: Tag) =>
    remove.mutate(tag.id, {
      onSuccess: () => {
        notifyDone(t('tags.deleted'), 'common.operationSuccess');
        // The form must not keep editing a tag that is gone.
        if (tag.id === selectedId) navigate(`/tags?website=${websiteId}`, { replace: true });
      },
      onError: (error) => notifyRefused('common.operationFailed', error),
    });

  return (
    <ListPanel
      title={t('tags.title')}
      actions={<NewEntryButton to={`/tags?website=${websiteId}`} label={t('tags.newEntry')} />}
      footer={<Pager page={page} count={data?.count ?? 0} limit={tagsPageSize} onChange={onPageChange} />}
      error={error}
    >
      <Stack gap="sm">
        <SearchBox onSearch={onSearch} />
        <DataTable
          minWidth={360}
          loading={isPending}
          emptyText={t('tags.empty')}
          rows={tags}
          selectedId={selectedId}
          columns={[
            {
              key: 'name',
              header: t('common.name'),
              render: (tag) => (
                <Anchor component={Link} to={editPath(tag)} size="sm">
                  {tag.name}
                </Anchor>
              ),
            },
            { key: 'status', header: t('common.status'), render: (tag) => <StatusBadge status={tag.status} /> },
            {
              key: 'actions',
              header: t('common.actions'),
              headerHidden: true,
              render: (tag) => (
                <RowActions
                  justify="flex-end"
                  edit={{ to: editPath(tag), label: t('common.editLabel', { name: tag.name }) }}
                  remove={
                    canDelete
                      ? {
                          label: t('tags.deleteLabel', { name: tag.name }),
                          name: tag.name,
                          loading: remove.isPending && remove.variables === tag.id,
                          onConfirm: () => onDelete(tag),
                        }
                      : null
                  }
                />
              ),
            },
          ]}
        />
      </Stack>
    </ListPanel>
  );
}

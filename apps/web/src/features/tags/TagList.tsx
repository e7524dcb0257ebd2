import { Anchor } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import type { Tag } from '@pubdesk/contract';
import { useCan } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import type { SearchPaging } from '../../components/list-editor-state';
import { PagedTablePanel } from '../../components/PagedTablePanel';
import { RowActions } from '../../components/RowActions';
import { StatusBadge } from '@pubdesk/ui/table';
import { tagsPageSize, useDeleteTag, useTagList } from './tags.api';
import { notifyDone, notifyRefused } from '@pubdesk/ui/notify';

interface TagListProps extends SearchPaging {
  websiteId: number;
}

/** The website's tags with search, an edit link and (with the delete permission) a confirmed delete each; 10 a page. */
export function TagList({ websiteId, ...paging }: TagListProps) {
  const query = useTagList(websiteId, paging.page, paging.search);
  const canDelete = useCan('websites.delete_tag');
  const remove = useDeleteTag();
  const navigate = useNavigate();
  const editPath = (tag: Tag) => `/tags/${tag.id}?website=${websiteId}`;

  const onDelete = (tag: Tag) =>
    remove.mutate(tag.id, {
      onSuccess: () => {
        notifyDone(t('tags.deleted'), 'common.operationSuccess');
        // The form must not keep editing a tag that is gone.
        if (tag.id === paging.selectedId) navigate(`/tags?website=${websiteId}`, { replace: true });
      },
      onError: (error) => notifyRefused('common.operationFailed', error),
    });

  return (
    <PagedTablePanel
      {...paging}
      title={t('tags.title')}
      add={{ to: `/tags?website=${websiteId}`, label: t('tags.newEntry') }}
      query={query}
      limit={tagsPageSize}
      minWidth={360}
      emptyText={t('tags.empty')}
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
  );
}

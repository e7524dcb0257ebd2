import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { assignmentFields, type Assignment } from '@pubdesk/contract';
import { DataTable, type DataTableColumn, Pager } from '@pubdesk/ui/table';
import { t } from '@pubdesk/ui/i18n';
import { RowActions } from '../../components/RowActions';
import { ListPanel } from '../../components/ListPanel';
import { partyName } from './assignment-form';
import { notifyDone, notifyRefused } from '@pubdesk/ui/notify';
import { assignmentsPageSize, useAssignmentList, useDeleteAssignment, type AssignmentFilter } from './assignments.api';

interface AssignmentListProps {
  filter: AssignmentFilter;
  onPageChange: (page: number) => void;
  /** Above the table: the page's search and role filter. */
  toolbar?: ReactNode;
  /** Beside the title: the page's plus button. */
  actions?: ReactNode;
  /** Where a row's Edit button goes; no Edit button without it. */
  editPath?: (assignment: Assignment) => string;
  canDelete: boolean;
  selectedId?: number | null;
  onDeleted?: (id: number) => void;
}

/** Assignments as a table of party names ('-' for none) with Edit and Delete per row; 10 a page. */
export function AssignmentList({
  filter,
  onPageChange,
  toolbar,
  actions,
  editPath,
  canDelete,
  selectedId,
  onDeleted,
}: AssignmentListProps) {
  const { data, isPending, error } = useAssignmentList(filter);
  const remove = useDeleteAssignment();

  const onDelete = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => {
        notifyDone(t('assignments.deleted', { id }));
        onDeleted?.(id);
      },
      onError: (error) => notifyRefused('assignments.deleteFailed', error),
    });

  const columns: DataTableColumn<Assignment>[] = assignmentFields.map((field) => ({
    key: field,
    header: t(`assignments.${field}`),
    render: (assignment) => partyName(assignment.names[field]),
  }));
  if (editPath || canDelete) {
    columns.push({
      key: 'actions',
      header: t('common.actions'),
      headerHidden: true,
      render: (assignment) => (
        <RowActions
          justify="flex-end"
          edit={editPath ? { to: editPath(assignment), label: t('assignments.editLabel', { id: assignment.id }) } : null}
          remove={
            canDelete
              ? {
                  label: t('assignments.deleteLabel', { id: assignment.id }),
                  name: t('assignments.deleteName', { id: assignment.id }),
                  loading: remove.isPending && remove.variables === assignment.id,
                  onConfirm: () => onDelete(assignment.id),
                }
              : null
          }
        />
      ),
    });
  }

  return (
    <ListPanel
      title={t('assignments.title')}
      actions={actions}
      footer={<Pager page={filter.page} count={data?.count ?? 0} limit={assignmentsPageSize} onChange={onPageChange} />}
      error={error}
    >
      <Stack gap="sm">
        {toolbar}
        <DataTable
          minWidth={640}
          loading={isPending}
          emptyText={t('assignments.empty')}
          rows={data?.results ?? []}
          selectedId={selectedId}
          columns={columns}
        />
      </Stack>
    </ListPanel>
  );
}

import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { ListState } from '@pubdesk/ui/table';
import { Pager } from '@pubdesk/ui/table';
import { t } from '@pubdesk/ui/i18n';
import { ListPanel } from '../../components/ListPanel';
import { importRunsPageSize, useImportRuns } from './imports.api';
import { ImportRunItem } from './ImportRunItem';

interface ImportRunListProps {
  supplierId: number;
  page: number;
  onPageChange: (page: number) => void;
  /** Beside the title: the Import button. */
  actions?: ReactNode;
  /** Failed and partial runs get a Retry button. */
  canRetry: boolean;
}

/**
 * A demand source's import runs, newest first, 10 a page, refreshed while one is queued or
 * running. A list of short cards rather than a table: it sits in the editor's narrow column.
 */
export function ImportRunList({ supplierId, page, onPageChange, actions, canRetry }: ImportRunListProps) {
  const { data, isPending, error } = useImportRuns(supplierId, page);
  const runs = data?.results ?? [];
  return (
    <ListPanel
      title={t('imports.title')}
      actions={actions}
      footer={<Pager page={page} count={data?.count ?? 0} limit={importRunsPageSize} onChange={onPageChange} />}
      error={error}
    >
      <ListState loading={isPending} empty={runs.length === 0} emptyText={t('imports.noRuns')}>
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('imports.title')}>
          {runs.map((run) => (
            <ImportRunItem key={run.id} run={run} canRetry={canRetry} />
          ))}
        </Stack>
      </ListState>
    </ListPanel>
  );
}

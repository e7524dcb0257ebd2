import { Button } from '@mantine/core';
import type { ImportRun } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { notifyDone, notifyRefused } from '@pubdesk/ui/notify';
import { useRetryImport } from './imports.api';

/** Retry of a failed or partial run: a new run over the same range is queued. */
export function RetryButton({ run }: { run: ImportRun }) {
  const retry = useRetryImport();
  if (run.state !== 'failed' && run.state !== 'partial') return null;
  return (
    <Button
      variant="default"
      size="compact-xs"
      loading={retry.isPending}
      onClick={() =>
        retry.mutate(
          { params: { id: run.id } },
          {
            onSuccess: () => notifyDone(t('imports.retryQueued')),
            onError: (error) => notifyRefused('common.operationFailed', error),
          },
        )
      }
    >
      {t('imports.retry')}
    </Button>
  );
}

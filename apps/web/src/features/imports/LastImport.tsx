import { Stack, Text } from '@mantine/core';
import type { ExternalApi } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { formatDateTime } from '@pubdesk/ui/dates';
import { ImportStateBadge } from './ImportStateBadge';

/** An external API's newest run: its state and, under it, when it ended; a dash when there is none. */
export function LastImport({ run }: { run: ExternalApi['last_import'] }) {
  if (!run) return <>{t('common.noValue')}</>;
  return (
    <Stack gap={2} align="flex-start">
      <ImportStateBadge state={run.state} />
      {run.finished_at ? (
        <Text size="xs" c="dimmed">
          {formatDateTime(run.finished_at)}
        </Text>
      ) : null}
    </Stack>
  );
}

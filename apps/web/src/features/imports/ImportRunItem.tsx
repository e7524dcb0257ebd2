import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ImportRun } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { formatDateTime } from '@pubdesk/ui/dates';
import { thousands } from '@pubdesk/ui/format';
import { ImportStateBadge } from './ImportStateBadge';
import { RetryButton } from './RetryButton';
import { UnmatchedKeys } from './UnmatchedKeys';

/** 'Fetched 105': a figure after its name. */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap" component="span">
      <Text span size="xs" c="dimmed">
        {label}
      </Text>
      <Text span size="xs" fw={500} component="span">
        {children}
      </Text>
    </Group>
  );
}

export const runDates = (run: Pick<ImportRun, 'start' | 'end'>) => (run.start === run.end ? run.start : `${run.start} – ${run.end}`);

/**
 * One run, in the few lines a narrow column holds: its state, dates and trigger (and Retry when it
 * failed); fetched, matched and unmatched rows (the unmatched keys open from the count); when it
 * started and finished; its error.
 */
export function ImportRunItem({ run, canRetry }: { run: ImportRun; canRetry: boolean }) {
  const dash = t('common.noValue');
  return (
    <Paper component="li" withBorder radius="sm" p="xs">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <ImportStateBadge state={run.state} />
            <Text size="sm" fw={500}>
              {runDates(run)}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`imports.triggers.${run.trigger}`)}
            </Text>
          </Group>
          {canRetry ? <RetryButton run={run} /> : null}
        </Group>
        <Group gap="md" wrap="wrap">
          <Figure label={t('imports.columns.fetched')}>{thousands(run.rows_fetched)}</Figure>
          <Figure label={t('imports.columns.matched')}>{thousands(run.rows_matched)}</Figure>
          <Figure label={t('imports.columns.unmatched')}>
            <UnmatchedKeys run={run} />
          </Figure>
        </Group>
        <Group gap="md" wrap="wrap">
          <Figure label={t('imports.columns.started')}>{formatDateTime(run.started_at) || dash}</Figure>
          <Figure label={t('imports.columns.finished')}>{formatDateTime(run.finished_at) || dash}</Figure>
        </Group>
        {run.error ? (
          <Group gap={4} wrap="nowrap" align="flex-start">
            <Text span size="xs" c="dimmed">
              {t('imports.columns.error')}
            </Text>
            <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
              {run.error}
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

import type { ReactNode } from 'react';
import { Alert, Center, Divider, Loader, Stack, Title } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';
import { ErrorList, NoAccessNotice } from '@pubdesk/ui/forms';
import { isForbidden } from '@pubdesk/ui/api';
import { EntryList } from './EntryList';
import { PeriodHistory } from './PeriodHistory';
import type { PeriodRow } from './period-row';

interface EntriesPanelProps {
  /** The periods in force today. */
  entries: PeriodRow[];
  /** Every period, oldest start first. */
  history: PeriodRow[];
  loading: boolean;
  /** The list could not be loaded. */
  listError: unknown;
  historyLoading: boolean;
  historyError: unknown;
  /** Today in the reporting time zone. */
  today: string;
  /** 'Share' or 'Rate': the history's column. */
  valueLabel: string;
  /** Network shares show each period's network. */
  withNetwork?: boolean;
  deletingId: number | null;
  /** Absent without the delete permission: no delete buttons. */
  onDelete?: (id: number) => void;
  selectedId?: number | null;
  /** The last refused add or delete: its server answer is listed here. */
  failure: unknown;
  /** The add form; null without the add permission. */
  form: ReactNode | null;
  emptyText?: string;
}

/**
 * The entries in force today, the history of every period (a period that has not started has a
 * delete button), the add form, and the server's answer to a failure. A list the server refuses
 * shows the no-access notice, and nothing to add to it.
 */
export function EntriesPanel({
  entries,
  history,
  loading,
  listError,
  historyLoading,
  historyError,
  today,
  valueLabel,
  withNetwork,
  deletingId,
  onDelete,
  selectedId,
  failure,
  form,
  emptyText,
}: EntriesPanelProps) {
  if (isForbidden(listError)) return <NoAccessNotice error={listError} />;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={4} size="h5">
          {t('shares.inForce')}
        </Title>
        <EntryList entries={entries} loading={loading} selectedId={selectedId} emptyText={emptyText} />
        {listError ? <ErrorList error={listError} /> : null}
      </Stack>
      {historyLoading && !loading ? (
        <Center py="xs">
          <Loader size="sm" />
        </Center>
      ) : history.length > 0 ? (
        <Stack gap={4}>
          <Title order={4} size="h5">
            {t('shares.history')}
          </Title>
          <PeriodHistory
            periods={history}
            today={today}
            valueLabel={valueLabel}
            withNetwork={withNetwork}
            onDelete={onDelete}
            deletingId={deletingId}
          />
        </Stack>
      ) : null}
      {historyError && !listError ? <ErrorList error={historyError} /> : null}
      {form ? (
        <>
          <Divider />
          {form}
        </>
      ) : null}
      {failure ? (
        <Alert color="red" title={t('common.operationFailed')} role="alert">
          <ErrorList error={failure} />
        </Alert>
      ) : null}
    </Stack>
  );
}

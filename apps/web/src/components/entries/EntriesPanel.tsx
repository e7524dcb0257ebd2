import type { ReactNode } from 'react';
import { Alert, Divider, Stack } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';
import { ErrorList, NoAccessNotice } from '@pubdesk/ui/forms';
import { isForbidden } from '@pubdesk/ui/api';
import { EntryList, type Entry } from './EntryList';

interface EntriesPanelProps {
  entries: Entry[];
  loading: boolean;
  /** The list could not be loaded. */
  listError: unknown;
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
 * Existing entries with delete buttons, the add form, and the server's answer to a failure. A
 * list the server refuses shows the no-access notice, and nothing to add to it.
 */
export function EntriesPanel({ listError, failure, form, ...list }: EntriesPanelProps) {
  if (isForbidden(listError)) return <NoAccessNotice error={listError} />;
  return (
    <Stack gap="md">
      <EntryList {...list} />
      {listError ? <ErrorList error={listError} /> : null}
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

import type { ReactNode } from 'react';
import { Alert, Divider, Stack } from '@mantine/core';
import { ErrorList } from '../../components/ErrorList';
import { t } from '../../lib/i18n';
import { EntryList, type Entry } from './EntryList';

interface EntriesPanelProps {
  entries: Entry[];
  loading: boolean;
  /** The list could not be loaded. */
  listError: unknown;
  deletingId: number | null;
  onDelete: (id: number) => void;
  selectedId?: number | null;
  /** The last refused add or delete: its server answer is listed here. */
  failure: unknown;
  /** The add form. */
  form: ReactNode;
  emptyText?: string;
}

/** Existing entries with delete buttons, the add form, and the server's answer to a failure. */
export function EntriesPanel({ entries, loading, listError, deletingId, onDelete, selectedId, failure, form, emptyText }: EntriesPanelProps) {
  return (
    <Stack gap="md">
      <EntryList entries={entries} loading={loading} selectedId={selectedId} deletingId={deletingId} onDelete={onDelete} emptyText={emptyText} />
      {listError ? <ErrorList error={listError} /> : null}
      <Divider />
      {form}
      {failure ? (
        <Alert color="red" title={t('inventory.operationFailed')} role="alert">
          <ErrorList error={failure} />
        </Alert>
      ) : null}
    </Stack>
  );
}

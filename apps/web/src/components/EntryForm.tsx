import type { ReactNode } from 'react';
import { fieldErrors } from '@pubdesk/ui/api';
import { t } from '@pubdesk/ui/i18n';
import { fieldBinder, SaveFailure, useFields, FormLayout } from '@pubdesk/ui/forms';
import { NewEntryButton } from './NewEntryButton';
import { useEntrySave, type EntrySaveOptions } from './use-entry-save';

/**
 * An Add/Edit form's state: its fields (from the record, or empty for Add), the one save hook,
 * and the server's field errors of the last refused save. `field(name)` binds an input that hands
 * back a value to a field and its error; with `form.payload`, `entryForm` is what EntryForm takes
 * of it (editing, submitting, and a submit that saves the payload of the values).
 */
export function useEntryEditor<E, F extends object, P, R extends { id: number }>(
  entry: E | null,
  form: { from: (entry: E) => F; empty: F | (() => F); payload?: (values: F) => P },
  saving: Omit<EntrySaveOptions<P, R>, 'editing'>,
) {
  const editing = entry !== null;
  const fields = useFields<F>(editing ? form.from(entry) : typeof form.empty === 'function' ? form.empty() : form.empty);
  const { save, failure, submitting } = useEntrySave({ editing, ...saving });
  const errors = fieldErrors(failure);
  const { payload } = form;
  const onSubmit = () => {
    if (payload) save(payload(fields.values));
  };
  return {
    ...fields,
    save,
    failure,
    submitting,
    errors,
    field: fieldBinder(fields.values, fields.set, errors),
    entryForm: { editing, submitting, onSubmit },
  };
}

interface EntryFormProps {
  editing: boolean;
  onSubmit: () => void;
  submitting: boolean;
  readOnly?: boolean;
  /** The titles; 'Edit' and 'Add' unless the screen names its own. */
  titles?: { add: string; edit: string };
  /** The plus button that opens an empty Add form: beside an Edit form, or `always`. */
  newEntry: { to: string; label: string; always?: boolean };
  /**
   * The server's answer to a refused save, listed under the fields, for a save that does not
   * notify its refusal; leave out when it does (the notice is then the failure's one report).
   */
  failure?: unknown;
  extraButtons?: ReactNode;
  children: ReactNode;
}

/** The Add/Edit form of a record: its title, plus button, fields, Save and the refused save's answer. */
export function EntryForm({ editing, onSubmit, submitting, readOnly, titles, newEntry, failure, extraButtons, children }: EntryFormProps) {
  const title = editing ? (titles?.edit ?? t('common.edit')) : (titles?.add ?? t('common.add'));
  return (
    <FormLayout
      title={title}
      submitLabel={t('common.save')}
      onSubmit={onSubmit}
      submitting={submitting}
      readOnly={readOnly}
      actions={editing || newEntry.always ? <NewEntryButton to={newEntry.to} label={newEntry.label} /> : null}
      extraButtons={extraButtons}
    >
      {children}
      {failure !== undefined ? <SaveFailure error={failure} /> : null}
    </FormLayout>
  );
}

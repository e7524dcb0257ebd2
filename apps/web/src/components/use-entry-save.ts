import { createElement } from 'react';
import { useNavigate } from 'react-router';
import { t, type MessageKey } from '../lib/i18n';
import { notify } from '../lib/notify';
import { ErrorList } from './ErrorList';

/** The part of a TanStack mutation an editor's Save uses (method syntax: any mutation fits). */
interface SaveMutation<P, R> {
  mutate(payload: P, options: { onSuccess: (result: R) => void; onError?: (error: unknown) => void }): void;
  readonly isPending: boolean;
  readonly error: unknown;
}

interface EntrySaveOptions<P, R extends { id: number }> {
  /** Editing an existing record (Edit) or adding one (Add). */
  editing: boolean;
  create: SaveMutation<P, R>;
  update: SaveMutation<P, R>;
  /** Where the screen goes after a create: the new record's route. */
  pathOf: (created: R) => string;
  /** The success texts; the inventory screens' by default. */
  added?: MessageKey;
  updated?: MessageKey;
  /** Also notify a refused save, 'Operation failed' with the server's answer (the inventory screens). */
  notifyFailure?: boolean;
}

/**
 * Save for an Add/Edit form (spec section 4): a create notifies 'Successfully added with ID: {id}'
 * and replaces the route id with the new record's; an update notifies and the list reloads (the
 * mutation invalidates it). Returns the save function and what the form shows while saving.
 */
export function useEntrySave<P, R extends { id: number }>(options: EntrySaveOptions<P, R>) {
  const navigate = useNavigate();
  const { editing, create, update, pathOf, added = 'inventory.addedWithId', updated = 'inventory.updated' } = options;
  const onError = options.notifyFailure
    ? (error: unknown) => notify.error({ title: t('inventory.operationFailed'), message: createElement(ErrorList, { error }) })
    : undefined;
  const success = (message: string) => notify.success({ title: t('inventory.operationSuccess'), message });

  const save = (payload: P) => {
    if (editing) {
      update.mutate(payload, { onSuccess: () => success(t(updated)), onError });
      return;
    }
    create.mutate(payload, {
      onSuccess: (created) => {
        success(t(added, { id: created.id }));
        navigate(pathOf(created), { replace: true });
      },
      onError,
    });
  };

  return { save, failure: editing ? update.error : create.error, submitting: create.isPending || update.isPending };
}

import { useNavigate } from 'react-router';
import { t, type MessageKey } from '@pubdesk/ui/i18n';
import { notifyDone, notifyRefused } from '@pubdesk/ui/notify';

/** The part of a TanStack mutation an editor's Save uses (method syntax: any mutation fits). */
interface SaveMutation<P, R> {
  mutate(payload: P, options: { onSuccess: (result: R) => void; onError?: (error: unknown) => void }): void;
  readonly isPending: boolean;
  readonly error: unknown;
}

export interface EntrySaveOptions<P, R extends { id: number }> {
  /** Editing an existing record (Edit) or adding one (Add). */
  editing: boolean;
  create: SaveMutation<P, R>;
  update: SaveMutation<P, R>;
  /** Where the screen goes after a create: the new record's route. */
  pathOf?: (created: R) => string;
  /** Anything else a create leads to (a tab clears its form). */
  onCreated?: (created: R) => void;
  /** Anything an update leads to (a record moved elsewhere opens there). */
  onUpdated?: (updated: R) => void;
  /** The success texts (`{id}` is the new record's); the inventory screens' by default. */
  added?: MessageKey;
  updated?: MessageKey;
  /** The success notice's title; null for none. */
  successTitle?: MessageKey | null;
  /** Also notify a refused save, 'Operation failed' with the server's answer (the inventory screens). */
  notifyFailure?: boolean;
  /** Notify a refused save under these titles, one per action, over the server's answer. */
  failureTitles?: { create: MessageKey; update: MessageKey };
  /**
   * The fields the form shows the server's messages beside: the failure notice lists only the
   * rest. A form that notifies lists nothing else itself (the notice is the failure's one report).
   */
  besideFields?: readonly string[];
}

/**
 * The one save-and-notify hook of the Add/Edit forms: a create notifies 'Successfully added with ID: {id}'
 * and replaces the route id with the new record's; an update notifies and the list reloads (the
 * mutation invalidates it). Returns the save function and what the form shows while saving.
 */
export function useEntrySave<P, R extends { id: number }>(options: EntrySaveOptions<P, R>) {
  const navigate = useNavigate();
  const { editing, create, update, pathOf, onCreated, onUpdated, added = 'common.addedWithId', updated = 'common.updated' } = options;
  const { successTitle = 'common.operationSuccess', notifyFailure, failureTitles, besideFields } = options;
  const failed = (title: MessageKey) => (error: unknown) => notifyRefused(title, error, besideFields);
  const onError = (action: 'create' | 'update') =>
    failureTitles ? failed(failureTitles[action]) : notifyFailure ? failed('common.operationFailed') : undefined;
  const success = (message: string) => notifyDone(message, successTitle ?? undefined);

  const save = (payload: P) => {
    if (editing) {
      const onSuccess = (result: R) => {
        success(t(updated));
        onUpdated?.(result);
      };
      update.mutate(payload, { onSuccess, onError: onError('update') });
      return;
    }
    create.mutate(payload, {
      onSuccess: (created) => {
        success(t(added, { id: created.id }));
        if (pathOf) navigate(pathOf(created), { replace: true });
        onCreated?.(created);
      },
      onError: onError('create'),
    });
  };

  return { save, failure: editing ? update.error : create.error, submitting: create.isPending || update.isPending };
}

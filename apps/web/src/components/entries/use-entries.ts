import type { UseMutationResult } from '@tanstack/react-query';
import type { Permission } from '@pubdesk/contract';
import { useCan } from '@pubdesk/ui/auth';
import { entryFieldErrors } from './entry-errors';
import type { EntryFormValues } from './entry-form';
import { useEntryMutations } from './use-entry-mutations';

interface EntriesOptions<Input> {
  /** The codenames that add and delete an entry. */
  permissions: { add: Permission; delete: Permission };
  /** The notice after a delete ('Share deleted.'). */
  deleted: string;
  /** The API's name of the percentage, whose errors go on the add form's percentage. */
  valueField: 'share' | 'rate';
  /** The create body of the add form's values. */
  toInput: (values: EntryFormValues) => Input;
}

/**
 * An entries panel's state from its list query and its create and delete mutations, as far as the
 * user may: `panel` is what EntriesPanel takes besides the entries and the form (no delete buttons
 * without the delete permission), `addForm` what EntryAddForm takes besides its labels (null
 * without the add permission).
 */
export function useEntries<Input, Created extends { id: number }>(
  list: { isPending: boolean; error: unknown },
  create: UseMutationResult<Created, unknown, Input>,
  remove: UseMutationResult<unknown, unknown, number>,
  { permissions, deleted, valueField, toInput }: EntriesOptions<Input>,
) {
  const canAdd = useCan(permissions.add);
  const canDelete = useCan(permissions.delete);
  const { failure, deletingId, onDelete, add } = useEntryMutations(create, remove, deleted);
  return {
    panel: { loading: list.isPending, listError: list.error, deletingId, onDelete: canDelete ? onDelete : undefined, failure },
    addForm: canAdd
      ? {
          serverErrors: entryFieldErrors(create.error, valueField),
          submitting: create.isPending,
          onAdd: (values: EntryFormValues, reset: () => void) => add(toInput(values), reset),
        }
      : null,
  };
}

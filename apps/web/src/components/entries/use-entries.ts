import type { UseMutationResult } from '@tanstack/react-query';
import type { Permission } from '@pubdesk/contract';
import { useCan } from '@pubdesk/ui/auth';
import { entryFieldErrors } from './entry-errors';
import type { EntryFormValues } from './entry-form';
import { useReportToday } from './period-days';
import { useEntryMutations, type CreatedPeriod } from './use-entry-mutations';

interface ListState {
  isPending: boolean;
  error: unknown;
}

interface EntriesOptions<Input> {
  /** The codenames that add and delete an entry. */
  permissions: { add: Permission; delete: Permission };
  /** The notice after a delete ('Share deleted.'). */
  deleted: string;
  /** The API's name of the percentage, whose errors go on the add form's percentage. */
  valueField: 'share' | 'rate';
  /** Whether a period starting before today recomputes statistics (shares do, fill rates do not). */
  recomputes: boolean;
  /** The create body of the add form's values, without the start date (added here). */
  toInput: (values: EntryFormValues) => Omit<Input, 'start_date'>;
}

/**
 * An entries panel's state from its two reads (the periods in force today, and every period) and
 * its create and delete mutations, as far as the user may: `panel` is what EntriesPanel takes
 * besides the rows and the form (no delete buttons without the delete permission), `addForm` what
 * EntryAddForm takes besides its labels (null without the add permission).
 */
export function useEntries<Input extends { start_date?: string }, Created extends CreatedPeriod>(
  reads: { list: ListState; history: ListState },
  create: UseMutationResult<Created, unknown, Input>,
  remove: UseMutationResult<unknown, unknown, number>,
  { permissions, deleted, valueField, recomputes, toInput }: EntriesOptions<Input>,
) {
  const canAdd = useCan(permissions.add);
  const canDelete = useCan(permissions.delete);
  const { today, zone } = useReportToday();
  const { failure, deletingId, onDelete, add } = useEntryMutations(create, remove, deleted);
  return {
    panel: {
      loading: reads.list.isPending,
      listError: reads.list.error,
      historyLoading: reads.history.isPending,
      historyError: reads.history.error,
      today,
      deletingId,
      onDelete: canDelete ? onDelete : undefined,
      failure,
    },
    addForm: canAdd
      ? {
          today,
          zone,
          warnRecompute: recomputes,
          serverErrors: entryFieldErrors(create.error, valueField),
          submitting: create.isPending,
          onAdd: (values: EntryFormValues, reset: () => void) => add({ ...toInput(values), start_date: values.start_date } as Input, reset),
        }
      : null,
  };
}

import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { Recomputation } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { notify, notifyDone } from '@pubdesk/ui/notify';

/** What a create answers: the new period, and the recomputation of the past days it covers (null for none). */
export interface CreatedPeriod {
  id: number;
  recomputation: Recomputation;
}

/**
 * The add and delete behaviour every entries panel shares (shares, fill rates, supplier shares):
 * success notices ('Successfully added with ID: {id}', the days being recomputed, or the panel's
 * deleted text), the form reset after an add, and the last failure kept for the panel's error list.
 */
export function useEntryMutations<Input, Created extends CreatedPeriod>(
  create: UseMutationResult<Created, unknown, Input>,
  remove: UseMutationResult<unknown, unknown, number>,
  deletedMessage: string,
) {
  const [failure, setFailure] = useState<unknown>(null);
  const succeeded = (message: string) => {
    setFailure(null);
    notifyDone(message, 'common.operationSuccess');
  };

  return {
    failure,
    deletingId: remove.isPending ? (remove.variables ?? null) : null,
    onDelete: (id: number) => remove.mutate(id, { onSuccess: () => succeeded(deletedMessage), onError: setFailure }),
    /** Creates the entry; on success the add form is `reset`. */
    add: (input: Input, reset: () => void) =>
      create.mutate(input, {
        onSuccess: (created) => {
          reset();
          succeeded(t('common.addedWithId', { id: created.id }));
          const days = created.recomputation;
          if (days) notify.info({ message: t('shares.recomputing', { from: days.start_date, to: days.end_date }) });
        },
        onError: setFailure,
      }),
  };
}

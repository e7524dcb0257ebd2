import type { Assignment, AssignmentInput } from '@pubdesk/contract';
import { t } from '../../lib/i18n';
import { notifyDone, notifyFailed } from './assignment-notices';
import { useCreateAssignment, useUpdateAssignment } from './assignments.api';

/**
 * Save for the assignment form: PATCH when editing `id`, else POST; notifies with the spec's
 * texts. `onCreated` decides what follows a create (the page opens it, the user tab clears).
 */
export function useAssignmentSave(id: number | null, onCreated?: (created: Assignment) => void) {
  const create = useCreateAssignment();
  const update = useUpdateAssignment(id ?? 0);

  const save = (input: AssignmentInput) => {
    if (id !== null) {
      update.mutate(input, {
        onSuccess: () => notifyDone(t('assignments.updated')),
        onError: (error) => notifyFailed('assignments.updateFailed', error),
      });
      return;
    }
    create.mutate(input, {
      onSuccess: (created) => {
        notifyDone(t('assignments.created', { id: created.id }));
        onCreated?.(created);
      },
      onError: (error) => notifyFailed('assignments.createFailed', error),
    });
  };

  return { save, failure: id !== null ? update.error : create.error, submitting: create.isPending || update.isPending };
}

import { assignmentFields, type Assignment } from '@pubdesk/contract';
import { useEntrySave } from '../../components/use-entry-save';
import { useCreateAssignment, useUpdateAssignment } from './assignments.api';

/** The fields whose errors the form shows beside them; the rest (non_field_errors, a detail) go in the notice. */
const besideFields = [...assignmentFields, 'manager'];

/**
 * Save for the assignment form: PATCH when editing `id`, else POST; notifies with the
 * assignments' own texts. `onCreated` decides what follows a create (the page opens it, the user
 * tab clears).
 */
export function useAssignmentSave(id: number | null, onCreated?: (created: Assignment) => void) {
  return useEntrySave({
    editing: id !== null,
    create: useCreateAssignment(),
    update: useUpdateAssignment(id ?? 0),
    onCreated,
    added: 'assignments.created',
    updated: 'assignments.updated',
    successTitle: null,
    failureTitles: { create: 'assignments.createFailed', update: 'assignments.updateFailed' },
    besideFields,
  });
}

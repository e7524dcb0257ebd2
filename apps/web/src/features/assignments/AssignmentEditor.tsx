import type { ReactNode } from 'react';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { Assignment } from '@pubdesk/contract';
import { fieldErrors } from '@pubdesk/ui/api';
import { t } from '@pubdesk/ui/i18n';
import { FormLayout, useFields } from '@pubdesk/ui/forms';
import { PartySelect } from './PartySelect';
import { emptyAssignmentForm, formFromAssignment, inputFromForm, shownFields, type FixedManager } from './assignment-form';
import { useAssignmentSave } from './use-assignment-save';

interface AssignmentEditorProps {
  /** Edit this assignment; null adds one. */
  assignment: Assignment | null;
  /** The user screen's user: their field is shown read-only and sent as `manager`. */
  manager?: FixedManager & { name: string };
  onCreated?: (created: Assignment) => void;
  /** Controls beside the title (the page's plus button). */
  actions?: ReactNode;
  /** Fields side by side from medium screens: 1 in the page's side column, more in a wide tab. */
  columns?: number;
}

/** Add or Edit an assignment: a select per party (less a fixed manager's), then Save. */
export function AssignmentEditor({ assignment, manager, onCreated, actions, columns = 1 }: AssignmentEditorProps) {
  const { values, set } = useFields(assignment ? formFromAssignment(assignment) : emptyAssignmentForm);
  const { save, failure, submitting } = useAssignmentSave(assignment?.id ?? null, onCreated);
  const errors = fieldErrors(failure);

  return (
    <FormLayout
      title={assignment ? t('assignments.edit') : t('assignments.add')}
      submitLabel={t('common.save')}
      onSubmit={() => save(inputFromForm(values, manager))}
      submitting={submitting}
      actions={actions}
    >
      <SimpleGrid cols={{ base: 1, md: columns }} spacing="sm" verticalSpacing="sm">
        {manager ? (
          <TextInput label={t(`assignments.${manager.field}`)} value={manager.name} readOnly variant="filled" error={errors.manager} />
        ) : null}
        {shownFields(manager).map((field) => (
          <PartySelect
            key={field}
            field={field}
            value={values[field]}
            currentName={assignment?.names[field] ?? null}
            onChange={(value) => set(field, value)}
            error={errors[field]}
          />
        ))}
      </SimpleGrid>
    </FormLayout>
  );
}

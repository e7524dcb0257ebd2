import {
  assignmentFieldRoles,
  assignmentFields,
  assignmentUserFields,
  type Assignment,
  type AssignmentField,
  type AssignmentInput,
  type AssignmentUserField,
  type Role,
} from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import type { SelectOption } from '@pubdesk/ui/choices';

/** The form: each party's id as text ('' for none), the way Mantine's Select holds values. */
export type AssignmentFormValues = Record<AssignmentField, string>;

/** A party fixed by the screen (the user screen's tab): sent as `manager`, not as its field. */
export interface FixedManager {
  field: AssignmentUserField;
  id: number;
}

export const emptyAssignmentForm: AssignmentFormValues = {
  organization: '',
  ad_operation: '',
  account_manager: '',
  network: '',
  publisher: '',
  website: '',
};

export function formFromAssignment(assignment: Assignment): AssignmentFormValues {
  const form = { ...emptyAssignmentForm };
  for (const field of assignmentFields) {
    const id = assignment[field];
    form[field] = id === null ? '' : String(id);
  }
  return form;
}

/** The fields a form shows: all six, less the one a fixed manager fills. */
export function shownFields(fixed?: FixedManager | null): AssignmentField[] {
  return assignmentFields.filter((field) => field !== fixed?.field);
}

/**
 * The body of POST or PATCH /assigned/: every shown field, null for none (so an edit can clear a
 * party). A fixed manager's field is left out: the server fills it from `manager`.
 */
export function inputFromForm(values: AssignmentFormValues, fixed?: FixedManager | null): AssignmentInput {
  const input: AssignmentInput = {};
  for (const field of shownFields(fixed)) {
    const id = Number(values[field]);
    input[field] = values[field] !== '' && Number.isSafeInteger(id) && id > 0 ? id : null;
  }
  if (fixed) input.manager = fixed.id;
  return input;
}

/** The field that names a user of this role (a pre_activation user is a publisher), if any. */
export function fieldOfRole(role: Role): AssignmentUserField | null {
  return assignmentUserFields.find((field) => (assignmentFieldRoles[field] as readonly Role[]).includes(role)) ?? null;
}

/** Roles whose user screen adds assignments for them: staff managers and networks (spec). */
const managingFields: readonly AssignmentUserField[] = ['organization', 'ad_operation', 'account_manager', 'network'];

/** The field the viewed user fills on their Assignments tab, or null when the tab only lists. */
export function managerFieldOf(role: Role): AssignmentUserField | null {
  const field = fieldOfRole(role);
  return field && managingFields.includes(field) ? field : null;
}

/** The `role` query of a field's choices: 'publisher,pre_activation' for publishers. */
export function choiceRoles(field: AssignmentUserField): string {
  return assignmentFieldRoles[field].join(',');
}

/** A party's name in the list, '-' for none. */
export function partyName(name: string | null): string {
  return name?.trim() ? name : t('common.noValue');
}

/**
 * The options with the current choice kept: an assignment may name a user the lookup no longer
 * returns (suspended, or past the first 1000), and the select would otherwise show it blank.
 */
export function withCurrent(options: SelectOption[], value: string, name: string | null): SelectOption[] {
  if (!value || options.some((option) => option.value === value)) return options;
  return [{ value, label: name ?? `#${value}` }, ...options];
}

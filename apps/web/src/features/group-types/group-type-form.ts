import type { BodyIn, GroupType, groupTypeEndpoints } from '@pubdesk/contract';

/** What the form sends: the code is kept as it is (the spec's form has no code field). */
export type GroupTypeInput = Required<Pick<BodyIn<typeof groupTypeEndpoints.create>, 'name' | 'status' | 'system_default'>>;

export const emptyGroupTypeForm: GroupTypeInput = { name: '', status: 'active', system_default: false };

export function formFromGroupType(entry: GroupType): GroupTypeInput {
  return { name: entry.name, status: entry.status, system_default: entry.system_default };
}

export function payloadFromForm(values: GroupTypeInput): GroupTypeInput {
  return { ...values, name: values.name.trim() };
}

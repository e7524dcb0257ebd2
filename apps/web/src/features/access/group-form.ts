import type { BodyOf, Group, groupEndpoints } from '@pubdesk/contract';

/** The groups form: permission ids as text, as the server sends them (docs/product-rules.md). */
export interface GroupForm {
  name: string;
  code: string;
  permissions: string[];
}

/** What POST and PUT /groups/ take: name, code and every permission id. */
export type GroupPayload = BodyOf<typeof groupEndpoints.create>;

export const emptyGroupForm: GroupForm = { name: '', code: '', permissions: [] };

export function formFromGroup(group: Group): GroupForm {
  return { name: group.name, code: group.code, permissions: [...group.permissions] };
}

/** Trims name and code and sends each permission id once, as a number. */
export function payloadFromGroupForm(values: GroupForm): GroupPayload {
  const ids = values.permissions.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
  return { name: values.name.trim(), code: values.code.trim(), permissions: [...new Set(ids)] };
}

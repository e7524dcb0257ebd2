import type { Tag } from '@pubdesk/contract';

export type TagStatus = Tag['status'];

export interface TagFormValues {
  name: string;
  code: string;
  status: TagStatus;
}

/** The body of a create or update; website_id is the form's hidden field. */
export interface TagInput extends TagFormValues {
  website_id: number;
}

export const emptyTagForm: TagFormValues = { name: '', code: '', status: 'active' };

export function formFromTag(tag: Tag): TagFormValues {
  return { name: tag.name, code: tag.code, status: tag.status };
}

/** The code is sent as typed: it is a snippet whose whitespace may matter. */
export function payloadFromForm(values: TagFormValues, websiteId: number): TagInput {
  return { website_id: websiteId, name: values.name.trim(), code: values.code, status: values.status };
}

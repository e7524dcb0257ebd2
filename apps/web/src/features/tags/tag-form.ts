import { activeStatuses, type BodyIn, type Tag, type tagEndpoints } from '@pubdesk/contract';

export type TagStatus = Tag['status'];
/** The statuses the radios set: "active or suspended by radio; pending is display only". */
export type TagChosenStatus = (typeof activeStatuses)[number];

export interface TagFormValues {
  name: string;
  code: string;
  /** A pending tag's status until Active or Suspended is chosen. */
  status: TagStatus;
}

/** The body of a create or update; website_id is the form's hidden field. A pending status is not sent. */
export type TagInput = BodyIn<typeof tagEndpoints.create>;

export const emptyTagForm: TagFormValues = { name: '', code: '', status: 'active' };

export function formFromTag(tag: Tag): TagFormValues {
  return { name: tag.name, code: tag.code, status: tag.status };
}

const isChosenStatus = (status: TagStatus): status is TagChosenStatus => (activeStatuses as readonly string[]).includes(status);

/**
 * The code is sent as typed: it is a snippet whose whitespace may matter. A pending status, which
 * the radios cannot set, is left out so that saving keeps it.
 */
export function payloadFromForm(values: TagFormValues, websiteId: number): TagInput {
  const payload: TagInput = { website_id: websiteId, name: values.name.trim(), code: values.code };
  if (isChosenStatus(values.status)) payload.status = values.status;
  return payload;
}

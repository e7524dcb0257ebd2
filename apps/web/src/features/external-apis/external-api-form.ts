import { credentialsMask, type BodyIn, type ExternalApi, type externalApiEndpoints } from '@pubdesk/contract';
import { isSettingStatus, priorityValue, type SettingFormValues } from '../../components/settings-form';

/**
 * The external API form. `code` holds only what the user typed: stored credentials are never
 * sent back by the server, so an Edit form starts with it empty.
 */
export type ExternalApiFormValues = SettingFormValues;

type ApiBody = BodyIn<typeof externalApiEndpoints.update>;

/**
 * The body of POST /apis/{type}/ and PATCH /apis/{type}/{id}/, as the contract types it except
 * the type: the types come from /apis/types/, so plain text here.
 */
export type ExternalApiPayload = Omit<ApiBody, 'type'> & Required<Pick<ApiBody, 'name' | 'shortname' | 'priority'>> & { type?: string };

export function emptyExternalApiForm(type: string): ExternalApiFormValues {
  return { name: '', shortname: '', code: '', type, priority: '0', status: 'active' };
}

export function formFromExternalApi(api: ExternalApi): ExternalApiFormValues {
  return { name: api.name, shortname: api.shortname, code: '', type: api.type, priority: String(api.priority), status: api.status };
}

/** Whether the server holds credentials for this API (it answers the mask in their place). */
export function hasStoredCredentials(api: ExternalApi | null): boolean {
  return api?.code === credentialsMask;
}

/**
 * A new API (`current` null) sends its credentials and type. An update sends `code` only when
 * something was typed (empty keeps the stored credentials) and `type` only when it changed
 * (which moves the API to that type). Credentials go as typed: their whitespace may matter.
 * A pending status is left out.
 */
export function payloadFromExternalApiForm(values: ExternalApiFormValues, current: ExternalApi | null): ExternalApiPayload {
  const payload: ExternalApiPayload = {
    name: values.name.trim(),
    shortname: values.shortname.trim(),
    priority: priorityValue(values.priority),
  };
  if (!current) {
    payload.code = values.code;
    payload.type = values.type;
  } else {
    if (values.code.trim() !== '') payload.code = values.code;
    if (values.type && values.type !== current.type) payload.type = values.type;
  }
  if (isSettingStatus(values.status)) payload.status = values.status;
  return payload;
}

import type { ApiKey, ApiKeyStatus, BodyIn, apiKeyEndpoints } from '@pubdesk/contract';

type ApiKeyBody = BodyIn<typeof apiKeyEndpoints.create>;
/** The statuses the radios set (the ones a key is given); 'pending' is only shown (docs/product-rules.md). */
export type ApiKeyChosenStatus = NonNullable<ApiKeyBody['status']>;
export const apiKeyChosenStatuses = ['active', 'suspended'] as const satisfies readonly ApiKeyChosenStatus[];

/** The form: the user id as text ('' until chosen), permissions as codenames. */
export interface ApiKeyFormValues {
  name: string;
  user: string;
  status: ApiKeyStatus;
  permissions: string[];
}

/**
 * The body of POST /auth/api-keys/ and (without `user`) PATCH .../{id}/: the user is left out
 * when none is chosen, for the server to name the missing field.
 */
export type ApiKeyPayload = Required<Pick<ApiKeyBody, 'name' | 'permissions'>> & Partial<Pick<ApiKeyBody, 'user' | 'status'>>;

/** A new key: active, every permission of its user; `user` pre-selects one (the user screen's link). */
export function emptyApiKeyForm(user: number | null = null): ApiKeyFormValues {
  return { name: '', user: user === null ? '' : String(user), status: 'active', permissions: [] };
}

export function formFromApiKey(key: ApiKey): ApiKeyFormValues {
  return { name: key.name, user: String(key.user), status: key.status, permissions: [...key.permissions] };
}

/**
 * The name is trimmed and each codename sent once. The user goes only with a create (it is fixed
 * afterwards), and not at all when none is chosen, so that the server names the missing field; a
 * pending status, which the radios cannot set, is left out so that saving keeps it.
 */
export function payloadFromApiKeyForm(values: ApiKeyFormValues, editing: boolean): ApiKeyPayload {
  const payload: ApiKeyPayload = { name: values.name.trim(), permissions: [...new Set(values.permissions)] };
  if (!editing && values.user) payload.user = Number(values.user);
  if (values.status !== 'pending') payload.status = values.status;
  return payload;
}

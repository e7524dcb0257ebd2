/** The API keys screen; `?user=` pre-selects the user of a new key. */
export const apiKeysPath = '/credentials/api-keys';

export function apiKeyPath(id: number): string {
  return `${apiKeysPath}/${id}`;
}

/** Add a key for this user (the user screen's link). */
export function newApiKeyForUserPath(user: number): string {
  return `${apiKeysPath}?user=${user}`;
}

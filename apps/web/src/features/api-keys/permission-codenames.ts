import type { PermissionRecord } from '@pubdesk/contract';

/*
 * A key's permissions are codenames; the credentials PermissionPicker selects permission ids
 * (as text). These map one to the other through GET /permissions/.
 */

/** The ids (as text) of the permissions named; codenames not in the list have no id to show. */
export function idsFromCodenames(codenames: readonly string[], permissions: readonly PermissionRecord[]): string[] {
  const wanted = new Set(codenames);
  return permissions.filter((permission) => wanted.has(permission.codename)).map((permission) => String(permission.id));
}

/**
 * The codenames of the ids picked. A codename of `previous` that is not in the list (the picker
 * cannot show it) is kept: the user did not take it away.
 */
export function codenamesFromIds(
  ids: readonly string[],
  permissions: readonly PermissionRecord[],
  previous: readonly string[] = [],
): string[] {
  const picked = new Set(ids);
  const known = new Set(permissions.map((permission) => permission.codename));
  const unseen = previous.filter((codename) => !known.has(codename));
  const chosen = permissions.filter((permission) => picked.has(String(permission.id))).map((permission) => permission.codename);
  return [...new Set([...unseen, ...chosen])];
}

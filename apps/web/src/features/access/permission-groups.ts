import type { PermissionRecord } from '@pubdesk/contract';

/** The permissions of one service, in the order the server lists them. */
export interface ServicePermissions {
  service: string;
  permissions: PermissionRecord[];
}

/** Groups permissions by service, keeping the order in which services first appear. */
export function groupByService(permissions: readonly PermissionRecord[]): ServicePermissions[] {
  const byService = new Map<string, PermissionRecord[]>();
  for (const permission of permissions) {
    const list = byService.get(permission.service);
    if (list) list.push(permission);
    else byService.set(permission.service, [permission]);
  }
  return [...byService].map(([service, list]) => ({ service, permissions: list }));
}

/**
 * The permissions whose name, codename or service contains every word of `search` (case
 * ignored); services left without a match are dropped.
 */
export function filterGroups(groups: readonly ServicePermissions[], search: string): ServicePermissions[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...groups];
  const matches = (permission: PermissionRecord) => {
    const text = `${permission.name} ${permission.codename} ${permission.service}`.toLowerCase();
    return words.every((word) => text.includes(word));
  };
  return groups
    .map((group) => ({ service: group.service, permissions: group.permissions.filter(matches) }))
    .filter((group) => group.permissions.length > 0);
}

/**
 * How many permissions `ids` selects, each once. With the permission list loaded, an id that
 * names no permission does not count.
 */
export function selectedCount(ids: readonly string[], permissions?: readonly PermissionRecord[]): number {
  if (!permissions) return new Set(ids).size;
  const known = new Set(permissions.map((permission) => String(permission.id)));
  return new Set(ids.filter((id) => known.has(id))).size;
}

/** How many of a service's permissions are in `selected`: 'all', 'some' or 'none'. */
export function serviceSelection(group: ServicePermissions, selected: ReadonlySet<string>): 'all' | 'some' | 'none' {
  const picked = group.permissions.filter((permission) => selected.has(String(permission.id))).length;
  if (picked === 0) return 'none';
  return picked === group.permissions.length ? 'all' : 'some';
}

/** Ticks (or clears) every permission of `group` in `selected`, keeping the others as they are. */
export function toggleService(selected: readonly string[], group: ServicePermissions, on: boolean): string[] {
  const ids = group.permissions.map((permission) => String(permission.id));
  if (!on) {
    const drop = new Set(ids);
    return selected.filter((id) => !drop.has(id));
  }
  const current = new Set(selected);
  return [...selected, ...ids.filter((id) => !current.has(id))];
}

/** Ticks or clears one permission id. */
export function togglePermission(selected: readonly string[], id: string, on: boolean): string[] {
  if (on) return selected.includes(id) ? [...selected] : [...selected, id];
  return selected.filter((value) => value !== id);
}

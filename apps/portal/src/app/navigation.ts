import type { Permission, Role } from '@pubdesk/contract';
import type { NavEntry } from '../lib/feature';
import { features } from './feature-list';

/** The navigation entries a user sees: their role's, and only those they hold the permission of. */
export function navigationFor(role: Role, can: (permission: Permission) => boolean): NavEntry[] {
  return features
    .flatMap((feature) => feature.nav ?? [])
    .filter((entry) => (!entry.roles || entry.roles.includes(role)) && (!entry.permission || can(entry.permission)))
    .sort((a, b) => a.order - b.order);
}

import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import type { Permission } from './permissions.js';
import { catalogueRepo } from './catalogue.repo.js';

export const cannotGive = (codename: string) => `You cannot give a permission you do not have: ${codename}.`;

/** Checks on permission ids that groups and exceptions share. */
export function permissionChecks(db: Db) {
  const catalogue = catalogueRepo(db);
  return {
    /** Of these permission ids, the first that does not exist. */
    async missingPermission(ids: number[]) {
      if (ids.length === 0) return undefined;
      const known = await catalogue.existingPermissionIds(ids);
      return ids.find((id) => !known.has(id));
    },
    /**
     * Nobody hands out what they do not hold: a group or a grant may only carry permissions the
     * caller has (so "developer only" and "admin only" stay so). Answers the first one missing.
     */
    async notHeld(auth: AuthContext, ids: number[]) {
      if (ids.length === 0) return undefined;
      return (await catalogue.codenames(ids)).find((codename) => !auth.can(codename as Permission));
    },
  };
}

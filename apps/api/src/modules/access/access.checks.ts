import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../plugins/auth.js';
import type { Permission } from './permissions.js';
import { permissions } from './access.table.js';

export const accessTags = ['access'];
export const invalidPk = (id: number) => `Invalid pk "${id}" - object does not exist.`;
export const cannotGive = (codename: string) => `You cannot give a permission you do not have: ${codename}.`;

/** Checks on permission ids that groups and exceptions share. */
export function permissionChecks(db: Db) {
  return {
    /** Of these permission ids, the first that does not exist. */
    async missingPermission(ids: number[]) {
      if (ids.length === 0) return undefined;
      const known = new Set((await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.id, ids))).map((r) => r.id));
      return ids.find((id) => !known.has(id));
    },
    /**
     * Nobody hands out what they do not hold: a group or a grant may only carry permissions the
     * caller has (so "developer only" and "admin only" stay so). Answers the first one missing.
     */
    async notHeld(auth: AuthContext, ids: number[]) {
      if (ids.length === 0) return undefined;
      const rows = await db.select({ codename: permissions.codename }).from(permissions).where(inArray(permissions.id, ids));
      return rows.find((r) => !auth.can(r.codename as Permission))?.codename;
    },
  };
}

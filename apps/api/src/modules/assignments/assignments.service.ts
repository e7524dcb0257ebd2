import { and, inArray } from 'drizzle-orm';
import {
  assignmentFieldRoles,
  assignmentFields,
  assignmentUserFields,
  format,
  messages,
  type AssignmentUserField,
  type Role,
} from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../plugins/auth.js';
import { badRequest, isUniqueViolation } from '../../lib/http-errors.js';
import { users } from '../users/index.js';
import { websitesRepo } from '../websites/index.js';
import { assignmentsRepo, type AssignmentValues } from './assignments.repo.js';
import { seesEverything, userCondition, websiteCondition } from './assignments.scope.js';

const invalidPk = (id: number) => format(messages.api.invalidPk, { id });

/** The field a user of this role fills when they are "the user being viewed" (`manager`). */
export function fieldForRole(role: Role): AssignmentUserField | null {
  return assignmentUserFields.find((f) => (assignmentFieldRoles[f] as readonly Role[]).includes(role)) ?? null;
}

/** Validation and writes of assignments; reads go through the repo with the caller's scope. */
export function assignmentsService(db: Db) {
  const repo = assignmentsRepo(db);

  /** The users named, with their roles, among those the caller may see. */
  async function visibleUsers(auth: AuthContext, ids: number[]): Promise<Map<number, Role>> {
    if (ids.length === 0) return new Map();
    const scope = userCondition(auth);
    const rows = await db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(scope ? and(inArray(users.id, ids), scope) : inArray(users.id, ids));
    return new Map(rows.map((r) => [r.id, r.role]));
  }

  /**
   * Every party must exist, be in the caller's scope (another tenant's id reads as missing) and
   * have the field's role; at least two parties; and nobody but the all-seeing roles assigns
   * themselves (that would widen their own scope).
   */
  async function validate(auth: AuthContext, values: AssignmentValues): Promise<void> {
    const errors: Record<string, string[]> = {};
    const named = assignmentUserFields.filter((f) => values[f] != null);
    const roles = await visibleUsers(auth, named.map((f) => values[f]!));
    for (const field of named) {
      const role = roles.get(values[field]!);
      if (role === undefined) errors[field] = [invalidPk(values[field]!)];
      else if (!(assignmentFieldRoles[field] as readonly Role[]).includes(role)) errors[field] = [format(messages.api.wrongAssignmentRole, { role: field.replace('_', ' ') })];
    }
    if (values.website != null && !(await websitesRepo(db).find(values.website, websiteCondition(auth)))) errors.website = [invalidPk(values.website)];
    if (Object.keys(errors).length) throw badRequest(errors);
    if (assignmentFields.filter((f) => values[f] != null).length < 2) throw badRequest({ non_field_errors: [messages.api.assignmentParties] });
    if (!seesEverything(auth) && named.some((f) => values[f] === auth.user.id)) throw badRequest({ non_field_errors: [messages.api.ownAssignments] });
  }

  /** Puts the viewed user (`manager`) into the field their role names. */
  async function placeManager(auth: AuthContext, values: AssignmentValues, manager: number | null | undefined): Promise<AssignmentValues> {
    if (manager == null) return values;
    const role = (await visibleUsers(auth, [manager])).get(manager);
    if (role === undefined) throw badRequest({ manager: [invalidPk(manager)] });
    const field = fieldForRole(role);
    if (!field) throw badRequest({ manager: [messages.api.assignmentManager] });
    if (values[field] != null && values[field] !== manager) throw badRequest({ [field]: [messages.api.assignmentManagerConflict] });
    return { ...values, [field]: manager };
  }

  const duplicate = (e: unknown) => (isUniqueViolation(e) ? badRequest({ non_field_errors: [messages.api.assignmentExists] }) : e);

  return {
    repo,
    async create(auth: AuthContext, input: AssignmentValues & { manager?: number | null }): Promise<number> {
      const { manager, ...fields } = input;
      const values = await placeManager(auth, fields, manager);
      await validate(auth, values);
      return repo.insert(values).catch((e: unknown) => {
        throw duplicate(e);
      });
    },
    /** A PATCH (or PUT) of an assignment already found in the caller's scope: the merged row is validated as a whole. */
    async update(auth: AuthContext, id: number, current: AssignmentValues, changes: AssignmentValues): Promise<void> {
      const merged: AssignmentValues = { ...current };
      for (const f of assignmentFields) if (changes[f] !== undefined) merged[f] = changes[f];
      await validate(auth, merged);
      await repo.update(id, merged).catch((e: unknown) => {
        throw duplicate(e);
      });
    },
  };
}

import {
  assignmentFieldRoles,
  assignmentFields,
  assignmentUserFields,
  format,
  messages,
  type Assignment,
  type AssignmentUserField,
  type BodyOf,
  type QueryOf,
  type Role,
  type assignmentEndpoints,
} from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { invalidPk, uniqueFields } from '../../lib/field-checks.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import type { PageWindow } from '../../lib/pagination.js';
import { websitesRepo } from '../websites/index.js';
import { assignmentColumns, assignmentsRepo, type AssignmentValues } from './assignments.repo.js';
import { assignmentCondition, seesEverything, userCondition, websiteCondition } from './assignments.scope.js';

type Query = QueryOf<typeof assignmentEndpoints.list>;
type Input = BodyOf<typeof assignmentEndpoints.create>;
type Patch = BodyOf<typeof assignmentEndpoints.update>;

/** The field a user of this role fills when they are "the user being viewed" (`manager`). */
export function fieldForRole(role: Role): AssignmentUserField | null {
  return assignmentUserFields.find((f) => (assignmentFieldRoles[f] as readonly Role[]).includes(role)) ?? null;
}

/** The same link twice would mean nothing more. */
const duplicate = uniqueFields({ assignments_parties_key: ['non_field_errors', messages.api.assignmentExists] });

/** The rules of assignments: who sees which, and which links are valid. */
export function assignmentsService(db: Db) {
  const repo = assignmentsRepo(db);

  /** The assignment in the caller's scope (another tenant's id reads as missing). */
  async function found(auth: AuthContext, id: number): Promise<Assignment> {
    const assignment = await repo.get(id, assignmentCondition(auth));
    if (!assignment) throw notFound();
    return assignment;
  }

  /** The users named, with their roles, among those the caller may see. */
  const visibleUsers = (auth: AuthContext, ids: number[]) => repo.userRoles(ids, userCondition(auth));

  /**
   * Every party must exist, be in the caller's scope (another tenant's id reads as missing) and
   * have the field's role; at least two parties; and nobody but the all-seeing roles assigns
   * themselves (that would widen their own scope).
   */
  async function validate(auth: AuthContext, values: AssignmentValues): Promise<void> {
    const errors: Record<string, string[]> = {};
    const named = assignmentUserFields.filter((f) => values[f] != null);
    const roles = await visibleUsers(
      auth,
      named.map((f) => values[f]!),
    );
    for (const field of named) {
      const role = roles.get(values[field]!);
      if (role === undefined) errors[field] = [invalidPk(values[field]!)];
      else if (!(assignmentFieldRoles[field] as readonly Role[]).includes(role))
        errors[field] = [format(messages.api.wrongAssignmentRole, { role: field.replace('_', ' ') })];
    }
    if (values.website != null && !(await websitesRepo(db).find(values.website, websiteCondition(auth))))
      errors.website = [invalidPk(values.website)];
    if (Object.keys(errors).length) throw badRequest(errors);
    if (assignmentFields.filter((f) => values[f] != null).length < 2)
      throw badRequest({ non_field_errors: [messages.api.assignmentParties] });
    if (!seesEverything(auth) && named.some((f) => values[f] === auth.user.id))
      throw badRequest({ non_field_errors: [messages.api.ownAssignments] });
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

  return {
    /** A page of the caller's assignments: naming `user` (in `role`'s field when given), of a website, matching a search. */
    list(auth: AuthContext, query: Query, window: PageWindow) {
      const field = query.role ? fieldForRole(query.role) : null;
      const filter = {
        scope: assignmentCondition(auth),
        user: query.user,
        column: field ? assignmentColumns[field] : undefined,
        website: query.website,
        search: query.search || undefined,
      };
      return repo.list(filter, window);
    },

    get: found,

    async create(auth: AuthContext, input: Input): Promise<Assignment> {
      const { manager, ...fields } = input;
      const values = await placeManager(auth, fields, manager);
      await validate(auth, values);
      const id = await repo.insert(values).catch(duplicate);
      return (await repo.get(id))!;
    },

    /** A PATCH (or PUT): the assignment is found in the caller's scope, and the merged row is validated as a whole. */
    async update(auth: AuthContext, id: number, changes: Patch): Promise<Assignment> {
      const current = await found(auth, id);
      const merged: AssignmentValues = { ...current };
      for (const f of assignmentFields) if (changes[f] !== undefined) merged[f] = changes[f];
      await validate(auth, merged);
      await repo.update(current.id, merged).catch(duplicate);
      return (await repo.get(current.id))!;
    },

    async remove(auth: AuthContext, id: number): Promise<void> {
      const current = await found(auth, id);
      await repo.remove(current.id);
    },
  };
}

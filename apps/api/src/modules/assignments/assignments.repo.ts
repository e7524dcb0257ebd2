import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Assignment, AssignmentField, Role } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { crudRepo, listPage, type SelectedRow } from '../../lib/crud-repo.js';
import type { PageWindow } from '../../lib/pagination.js';
import { containsPattern } from '../../lib/search.js';
import { users } from '../users/index.js';
import { websites } from '../websites/index.js';
import { userCondition } from './assignments.scope.js';
import { assignments, type AssignmentRow } from './assignments.table.js';

/** The assignments column behind each API field. */
export const assignmentColumns = {
  organization: assignments.organizationId,
  ad_operation: assignments.adOperationId,
  account_manager: assignments.accountManagerId,
  network: assignments.networkId,
  publisher: assignments.publisherId,
  website: assignments.websiteId,
} as const satisfies Record<AssignmentField, unknown>;

export type AssignmentValues = Partial<Record<AssignmentField, number | null>>;

const people = {
  organization: alias(users, 'organization'),
  ad_operation: alias(users, 'ad_operation'),
  account_manager: alias(users, 'account_manager'),
  network: alias(users, 'network'),
  publisher: alias(users, 'publisher'),
};
/** A person's display name: first and last name, or the username when both are blank. */
const displayName = (u: (typeof people)[keyof typeof people]) =>
  sql<
    string | null
  >`case when ${u.id} is null then null else coalesce(nullif(trim(${u.firstName} || ' ' || ${u.lastName}), ''), ${u.username}) end`;

export interface AssignmentFilter {
  scope?: SQL;
  /** Rows naming this user, in `column` when given, else in any party. */
  user?: number;
  column?: (typeof assignmentColumns)[AssignmentField];
  website?: number;
  search?: string;
}

export function assignmentsRepo(db: Db) {
  const crud = crudRepo(db, assignments);
  const rows = () =>
    db
      .select({
        row: assignments,
        organization: displayName(people.organization),
        ad_operation: displayName(people.ad_operation),
        account_manager: displayName(people.account_manager),
        network: displayName(people.network),
        publisher: displayName(people.publisher),
        website: websites.name,
      })
      .from(assignments)
      .leftJoin(people.organization, eq(people.organization.id, assignments.organizationId))
      .leftJoin(people.ad_operation, eq(people.ad_operation.id, assignments.adOperationId))
      .leftJoin(people.account_manager, eq(people.account_manager.id, assignments.accountManagerId))
      .leftJoin(people.network, eq(people.network.id, assignments.networkId))
      .leftJoin(people.publisher, eq(people.publisher.id, assignments.publisherId))
      .leftJoin(websites, eq(websites.id, assignments.websiteId));

  type Joined = SelectedRow<typeof rows>;
  const toAssignment = (r: Joined): Assignment => ({
    id: r.row.id,
    organization: r.row.organizationId,
    ad_operation: r.row.adOperationId,
    account_manager: r.row.accountManagerId,
    network: r.row.networkId,
    publisher: r.row.publisherId,
    website: r.row.websiteId,
    names: {
      organization: r.organization,
      ad_operation: r.ad_operation,
      account_manager: r.account_manager,
      network: r.network,
      publisher: r.publisher,
      website: r.website,
    },
    created_at: r.row.createdAt.toISOString(),
  });

  function whereOf(f: AssignmentFilter): SQL | undefined {
    const parts: SQL[] = [];
    if (f.scope) parts.push(f.scope);
    if (f.user !== undefined) {
      const columns = f.column ? [f.column] : Object.values(assignmentColumns).filter((c) => c !== assignments.websiteId);
      parts.push(or(...columns.map((c) => eq(c, f.user!)))!);
    } else if (f.column) {
      parts.push(sql`${f.column} is not null`);
    }
    if (f.website !== undefined) parts.push(eq(assignments.websiteId, f.website));
    if (f.search) {
      const pattern = containsPattern(f.search);
      const names = [...Object.values(people).flatMap((u) => [u.username, u.firstName, u.lastName]), websites.name];
      parts.push(or(...names.map((c) => sql`${c} ilike ${pattern}`))!);
    }
    return parts.length ? and(...parts) : undefined;
  }

  return {
    list(filter: AssignmentFilter, window: PageWindow) {
      const where = whereOf(filter);
      // A search names the people's and website's columns: the count runs over the joined rows then.
      const total = filter.search
        ? db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(rows().where(where).as('matched'))
        : db.select({ n: count() }).from(assignments).where(where);
      return listPage(rows().where(where).orderBy(asc(assignments.id)), total, window, toAssignment);
    },

    async get(id: number, scope?: SQL): Promise<Assignment | null> {
      const [row] = await rows().where(scope ? and(eq(assignments.id, id), scope) : eq(assignments.id, id));
      return row ? toAssignment(row) : null;
    },

    async insert(values: AssignmentValues): Promise<number> {
      return (await crud.create(toColumns(values))).id;
    },
    update: (id: number, values: AssignmentValues) => crud.update(id, toColumns(values)),
    remove: crud.remove,
    row: (id: number): Promise<AssignmentRow | null> => crud.byId(id),

    /** The roles of the users named, among those the scope holds (undefined: everyone). */
    async userRoles(ids: number[], scope: SQL | undefined): Promise<Map<number, Role>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(scope ? and(inArray(users.id, ids), scope) : inArray(users.id, ids));
      return new Map(rows.map((r) => [r.id, r.role]));
    },
  };
}

/** Whether the user exists and is in the caller's scope. */
export async function userInScope(db: Db, auth: AuthContext, userId: number): Promise<boolean> {
  const where = userCondition(auth);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(where ? sql`${users.id} = ${userId} and ${where}` : eq(users.id, userId));
  return rows.length > 0;
}

function toColumns(v: AssignmentValues): Partial<typeof assignments.$inferInsert> {
  return {
    organizationId: v.organization,
    adOperationId: v.ad_operation,
    accountManagerId: v.account_manager,
    networkId: v.network,
    publisherId: v.publisher,
    websiteId: v.website,
  };
}

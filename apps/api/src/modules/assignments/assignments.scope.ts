import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Role } from '@pubdesk/contract';
import type { AuthContext } from '../../lib/auth-context.js';
import { users } from '../users/index.js';
import { websites } from '../websites/index.js';
import { assignments } from './assignments.table.js';

/*
 * Row scope (docs/product-rules.md): admins, organizations and developers see everything; an account
 * manager or an ad operation sees what is assigned to them; a network sees its websites and its
 * publishers; a publisher its own. Each helper answers a condition to AND into a query, or
 * undefined for "everything". They are SQL, not id lists, so scope costs one indexed subquery
 * and an assignment made or removed counts from the next request.
 */

/**
 * Who is asking, as far as scope goes: an AuthContext, or a user the request acts for (an
 * impersonation's staff user), with the staff user whose scope bounds it (AuthContext.scopeActor).
 */
export type ScopeCaller = { user: Pick<AuthContext['user'], 'id' | 'role'>; scopeActor?: AuthContext['scopeActor'] };

/**
 * A caller's condition, bounded by its scope actor's: an impersonated session (or a key made for
 * someone else) sees what its user sees and its staff user sees too. A manager impersonating a
 * network of one of their websites saw the network's every website, wallets and all.
 */
function bounded(auth: ScopeCaller, condition: (caller: ScopeCaller) => SQL | undefined): SQL | undefined {
  const own = condition({ user: auth.user });
  const actor = auth.scopeActor;
  if (!actor || everything.includes(actor.role)) return own;
  const actors = condition({ user: actor }) ?? sql`true`;
  return own ? and(own, actors) : actors;
}

const everything: readonly Role[] = ['admin', 'organization', 'developer'];
export const seesEverything = (auth: ScopeCaller) => everything.includes(auth.user.role);

/** The assignments column that names this staff role as the one looking after a party. */
const managerColumns = { account_manager: assignments.accountManagerId, ad_operation: assignments.adOperationId } as const;
type ManagerRole = keyof typeof managerColumns;
const isManager = (role: Role): role is ManagerRole => role in managerColumns;

/** Ids of one party column on the caller's assignments (`select network_id from assignments where account_manager_id = me`). */
const assigned = (mine: SQL, column: AnyPgColumn) => sql`(select ${column} from ${assignments} where ${mine} and ${column} is not null)`;

/** Websites a manager looks after: assigned directly, or through their network or publisher. */
function managedWebsites(managerColumn: (typeof managerColumns)[ManagerRole], me: number): SQL {
  const mine = sql`${managerColumn} = ${me}`;
  return sql`(${websites.id} in ${assigned(mine, assignments.websiteId)}
    or ${websites.networkId} in ${assigned(mine, assignments.networkId)}
    or ${websites.publisherId} in ${assigned(mine, assignments.publisherId)})`;
}

/** The caller's websites, as a condition on `websites`. Everything that hangs off a website follows it. */
export function websiteCondition(auth: ScopeCaller): SQL | undefined {
  return bounded(auth, ownWebsites);
}

function ownWebsites(auth: ScopeCaller): SQL | undefined {
  const { role, id } = auth.user;
  if (seesEverything(auth)) return undefined;
  if (isManager(role)) return managedWebsites(managerColumns[role], id);
  if (role === 'network') return eq(websites.networkId, id);
  // A publisher, or a new sign-up acting as one: their own websites.
  return eq(websites.publisherId, id);
}

/**
 * The users the caller may see, as a condition on `users`: themselves, the networks and
 * publishers assigned to them, and the owners of the websites in their scope.
 */
export function userCondition(auth: ScopeCaller): SQL | undefined {
  return bounded(auth, ownUsers);
}

function ownUsers(auth: ScopeCaller): SQL | undefined {
  const { role, id } = auth.user;
  if (seesEverything(auth)) return undefined;
  const self = eq(users.id, id);
  if (isManager(role)) {
    const mine = sql`${managerColumns[role]} = ${id}`;
    const owners = managedWebsites(managerColumns[role], id);
    return or(
      self,
      sql`${users.id} in ${assigned(mine, assignments.networkId)}`,
      sql`${users.id} in ${assigned(mine, assignments.publisherId)}`,
      sql`${users.id} in (select ${websites.networkId} from ${websites} where ${owners} and ${websites.networkId} is not null)`,
      sql`${users.id} in (select ${websites.publisherId} from ${websites} where ${owners} and ${websites.publisherId} is not null)`,
    );
  }
  if (role === 'network') {
    return or(
      self,
      sql`${users.id} in ${assigned(sql`${assignments.networkId} = ${id}`, assignments.publisherId)}`,
      sql`${users.id} in (select ${websites.publisherId} from ${websites} where ${websites.networkId} = ${id} and ${websites.publisherId} is not null)`,
    );
  }
  return self;
}

/** A condition on any table's user column: that user is in the caller's scope. */
export function userIdCondition(auth: ScopeCaller, column: AnyPgColumn): SQL | undefined {
  const where = userCondition(auth);
  return where ? sql`${column} in (select ${users.id} from ${users} where ${where})` : undefined;
}

/** The assignments the caller may see: all, or those naming them. */
export function assignmentCondition(auth: ScopeCaller): SQL | undefined {
  const { role, id } = auth.user;
  if (seesEverything(auth)) return undefined;
  if (isManager(role)) return eq(managerColumns[role], id);
  if (role === 'network') return eq(assignments.networkId, id);
  return eq(assignments.publisherId, id);
}

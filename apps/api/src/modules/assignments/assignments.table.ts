import { check, index, integer, pgTable, timestamp, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../users/index.js';
import { websites } from '../websites/index.js';

const party = (name: string) => integer(name).references(() => users.id, { onDelete: 'cascade' });

/**
 * Who looks after what: a row links at least two parties, for example an account manager to a
 * network, or a network to a publisher. Row scope reads it on every scoped query (see
 * assignments.scope.ts), so each party has an index. Deleting a user or website removes the
 * rows that name it.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: party('organization_id'),
    adOperationId: party('ad_operation_id'),
    accountManagerId: party('account_manager_id'),
    networkId: party('network_id'),
    publisherId: party('publisher_id'),
    websiteId: integer('website_id').references(() => websites.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assignments_organization_idx').on(t.organizationId),
    index('assignments_ad_operation_idx').on(t.adOperationId),
    index('assignments_account_manager_idx').on(t.accountManagerId),
    index('assignments_network_idx').on(t.networkId),
    index('assignments_publisher_idx').on(t.publisherId),
    index('assignments_website_idx').on(t.websiteId),
    // The same link twice would mean nothing more; NULLS NOT DISTINCT makes empty parties equal.
    unique('assignments_parties_key')
      .on(t.organizationId, t.adOperationId, t.accountManagerId, t.networkId, t.publisherId, t.websiteId)
      .nullsNotDistinct(),
    check(
      'assignments_two_parties',
      sql`num_nonnulls(${t.organizationId}, ${t.adOperationId}, ${t.accountManagerId}, ${t.networkId}, ${t.publisherId}, ${t.websiteId}) >= 2`,
    ),
  ],
);
export type AssignmentRow = typeof assignments.$inferSelect;

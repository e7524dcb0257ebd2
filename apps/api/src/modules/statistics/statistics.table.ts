import {
  type ExtraConfigColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { moneyColumn } from '../../db/columns.js';
import { users } from '../users/index.js';
import { placementGroupData } from '../placement-group-data/index.js';

const counter = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * The counts and money a rollup sums: the raw row's measured values and each stage's revenue after
 * its share (a stage's revenue before is the previous stage's after; the supplier's is the gross).
 */
const measured = {
  requests: counter('requests'),
  impressions: counter('impressions'),
  viewableImpressions: counter('viewable_impressions'),
  clicks: counter('clicks'),
  revenue: moneyColumn('revenue'),
};
const summed = {
  ...measured,
  supplierAfter: moneyColumn('supplier_after'),
  pmpAfter: moneyColumn('pmp_after'),
  platformAfter: moneyColumn('platform_after'),
  networkAfter: moneyColumn('network_after'),
};

/**
 * One data item's figures for one day, as measured. Partitioned by month (migration 0011: a
 * partition per month is made before the first row of that month is written, a default partition
 * catches the rest); the keys a report groups by and the keys its shares are looked up by (the
 * data item's format, the website's network) are copied onto the row so that every rollup key
 * starts with `website_id`, the column the table can later be distributed by. A row carries no
 * stage: its shares and each stage's revenue are worked out from the share periods in force on
 * its day when it is read or summed (migration 0040, `pubdesk_shares_on` and `pubdesk_stages`),
 * so a period that starts in the past rebuilds the rollups, not the rows.
 */
export const statistics = pgTable(
  'statistics',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    date: date('date').notNull(),
    dataId: integer('data_id')
      .notNull()
      .references(() => placementGroupData.id, { onDelete: 'restrict' }),
    websiteId: integer('website_id').notNull(),
    placementGroupId: integer('placement_group_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    /** The data item's format: the key its demand source's and website's shares are found by. */
    groupId: integer('group_id').notNull(),
    /** The website's network when the row was written: whose network share applies to it. */
    networkId: integer('network_id'),
    status: varchar('status', { length: 16 }).$type<'active' | 'suspended'>().notNull().default('active'),
    complete: boolean('complete').notNull().default(false),
    ...measured,
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.date] }),
    uniqueIndex('statistics_data_id_date_key').on(t.dataId, t.date),
    index('statistics_website_date_idx').on(t.websiteId, t.date),
    // The list's order (day, then id): a file of the whole list reads it a page at a time from
    // where the last page stopped (keyset), each page a range of this index, not a sort of all.
    index('statistics_date_id_idx').on(t.date, t.id),
  ],
);
export type StatisticStoredRow = typeof statistics.$inferSelect;

/** A raw row as read: what it stores, with the shares in force on its day and each stage's revenue after them. */
export interface StatisticRow extends StatisticStoredRow {
  supplierShare: string;
  pmpShare: string;
  platformShare: string;
  networkShare: string;
  supplierAfter: string;
  pmpAfter: string;
  platformAfter: string;
  networkAfter: string;
}

/** Key columns every rollup row carries after its own: the day, and the two filters reports take. */
const dayKey = {
  date: date('date').notNull(),
  status: varchar('status', { length: 16 }).$type<'active' | 'suspended'>().notNull(),
  complete: boolean('complete').notNull(),
  /** How many raw rows the sums cover; a rollup row at 0 is deleted. */
  rows: integer('rows').notNull().default(0),
};

/**
 * Rollups kept in step with every write to `statistics` by triggers in the same transaction
 * (migration 0011), so a report over a date range reads at most a few rows per day and key
 * instead of every data item's rows.
 */
export const statisticWebsiteDays = pgTable(
  'statistic_website_days',
  { websiteId: integer('website_id').notNull(), ...dayKey, ...summed },
  (t) => [
    primaryKey({ columns: [t.websiteId, t.date, t.status, t.complete] }),
    // The dashboard sums days across every website in scope.
    index('statistic_website_days_date_idx').on(t.date),
  ],
);

/**
 * What a day-totals table keeps for its key and day: how many active raw rows its sums cover (a
 * row at 0 is deleted) and the revenue at each stage a dashboard view shows (the gross, after the
 * platform's share, after the network's), whatever the rows' completeness; each revenue with its
 * index on (day, it desc), so that a yesterday table takes its top rows by index.
 */
const dayTotals = {
  date: date('date').notNull(),
  rows: integer('rows').notNull().default(0),
  revenue: moneyColumn('revenue'),
  platformAfter: moneyColumn('platform_after'),
  networkAfter: moneyColumn('network_after'),
};
type DayTotalsColumns = { [K in keyof typeof dayTotals]: ExtraConfigColumn };
const dayTotalsIndexes = (table: string, t: DayTotalsColumns) => [
  index(`${table}_revenue_idx`).on(t.date, t.revenue.desc()),
  index(`${table}_platform_idx`).on(t.date, t.platformAfter.desc()),
  index(`${table}_network_idx`).on(t.date, t.networkAfter.desc()),
];

/** Each website's day totals (migration 0029): the dashboard's "websites yesterday" table. */
export const statisticWebsiteTotals = pgTable(
  'statistic_website_totals',
  { websiteId: integer('website_id').notNull(), ...dayTotals },
  (t) => [primaryKey({ columns: [t.websiteId, t.date] }), ...dayTotalsIndexes('statistic_website_totals', t)],
);

/**
 * Each website's day totals per ad format (the placement group's group type): the "formats
 * yesterday" table. Kept by the rollup trigger with each row's placement group's format at write
 * time; a placement group moved to another format moves its days' sums with it (trigger on
 * placement_groups, migration 0030).
 */
export const statisticFormatTotals = pgTable(
  'statistic_format_totals',
  { websiteId: integer('website_id').notNull(), groupId: integer('group_id').notNull(), ...dayTotals },
  (t) => [primaryKey({ columns: [t.websiteId, t.groupId, t.date] }), ...dayTotalsIndexes('statistic_format_totals', t)],
);

/**
 * How many keys each day-totals table holds on a day ('website': statistic_website_totals,
 * 'format': statistic_format_totals), kept by the rollup trigger as keys come and go: a yesterday
 * table's count is this row, not a count of 100,000 index entries (migration 0030).
 */
export const statisticRankingCounts = pgTable(
  'statistic_ranking_counts',
  {
    ranking: varchar('ranking', { length: 16 }).$type<'website' | 'format'>().notNull(),
    date: date('date').notNull(),
    keys: integer('keys').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ranking, t.date] })],
);

export const statisticGroupDays = pgTable(
  'statistic_group_days',
  { websiteId: integer('website_id').notNull(), placementGroupId: integer('placement_group_id').notNull(), ...dayKey, ...summed },
  (t) => [
    primaryKey({ columns: [t.websiteId, t.placementGroupId, t.date, t.status, t.complete] }),
    // The dashboard's formats of yesterday, across every website in scope.
    index('statistic_group_days_date_idx').on(t.date),
    // A placement group moved to another format: its days, whichever website they were written under (migration 0030).
    index('statistic_group_days_placement_group_idx').on(t.placementGroupId),
  ],
);

export const statisticSupplierDays = pgTable(
  'statistic_supplier_days',
  { websiteId: integer('website_id').notNull(), supplierId: integer('supplier_id').notNull(), ...dayKey, ...summed },
  (t) => [
    primaryKey({ columns: [t.websiteId, t.supplierId, t.date, t.status, t.complete] }),
    // A demand source's report spans every website it serves.
    index('statistic_supplier_days_supplier_idx').on(t.supplierId, t.date),
  ],
);

/**
 * The finest rollup (migration 0040): a day's sums for every key a statistic's stages depend on
 * (website, placement group, demand source, the data item's format) and the two filters. Every
 * other rollup is a grouping of it, kept by the same trigger with the same changes; a share
 * period's walk rebuilds its website's (or demand source's) rows of a format from the raw rows
 * and adds what changed to every rollup, so it needs to know what each key held before.
 */
export const statisticKeyDays = pgTable(
  'statistic_key_days',
  {
    websiteId: integer('website_id').notNull(),
    placementGroupId: integer('placement_group_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    groupId: integer('group_id').notNull(),
    ...dayKey,
    ...summed,
  },
  (t) => [
    primaryKey({
      name: 'statistic_key_days_pk',
      columns: [t.websiteId, t.date, t.groupId, t.placementGroupId, t.supplierId, t.status, t.complete],
    }),
    // A demand source's share period walks the source's keys of a format, day by day.
    index('statistic_key_days_supplier_idx').on(t.supplierId, t.groupId, t.date),
  ],
);

/**
 * A demand source's days over every website (the one rollup whose key does not start with the
 * website): a report for someone who sees every website reads one row per day and key here
 * instead of one per website the source serves. Scoped callers read `statistic_supplier_days`.
 */
export const statisticSourceDays = pgTable(
  'statistic_source_days',
  { supplierId: integer('supplier_id').notNull(), ...dayKey, ...summed },
  (t) => [primaryKey({ columns: [t.supplierId, t.date, t.status, t.complete] })],
);

/**
 * A refresh request, tracked by its token while a job does it (statistics.jobs.ts). The website
 * it concerns decides who may read it back (row scope, like the statistics themselves).
 */
export const statisticRefreshes = pgTable(
  'statistic_refreshes',
  {
    token: varchar('token', { length: 64 }).primaryKey(),
    scope: varchar('scope', { length: 16 }).$type<'data' | 'placement' | 'website' | 'share' | 'supplier_share'>().notNull(),
    /** The data item, placement group or website; for a share recomputation the share period's id. */
    target: integer('target').notNull(),
    /** The website whose scope may read the request; null for a supplier share's (it spans websites). */
    websiteId: integer('website_id'),
    date: date('date').notNull(),
    // A share recomputation: the statistics it rewrites (the website's or the source's rows of
    // one format, `date` to `end_date`), how many days of them there are and how many are done.
    supplierId: integer('supplier_id'),
    groupId: integer('group_id'),
    endDate: date('end_date'),
    daysTotal: integer('days_total'),
    daysDone: integer('days_done'),
    /** The last day rewritten: a resumed job goes on after it. */
    doneThrough: date('done_through'),
    state: varchar('state', { length: 16 }).$type<'queued' | 'running' | 'done' | 'failed'>().notNull().default('queued'),
    reason: text('reason'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('statistic_refreshes_website_idx').on(t.websiteId, t.createdAt)],
);
export type StatisticRefreshRow = typeof statisticRefreshes.$inferSelect;

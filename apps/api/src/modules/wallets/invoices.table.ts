import { date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { moneyColumn } from '../../db/columns.js';
import { users } from '../users/index.js';
import { websites } from '../websites/index.js';
import { wallets } from './wallets.table.js';

/**
 * A website's invoice for a month: what its publisher is owed. Its amount is the sum of its
 * lines; one per website and month (the constraint makes a second run, a retry or two workers
 * at once make nothing more).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => wallets.id, { onDelete: 'restrict' }),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'restrict' }),
    /** The first day of the month it covers. */
    month: date('month').notNull(),
    /** The day it was issued. */
    date: date('date').notNull(),
    amount: moneyColumn('amount'),
    deduction: moneyColumn('deduction'),
    status: varchar('status', { length: 16 }).$type<'deductible' | 'approved' | 'paid'>().notNull().default('deductible'),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invoices_website_month_key').on(t.websiteId, t.month), index('invoices_wallet_idx').on(t.walletId, t.date)],
);
export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * What an invoice is made of: per month covered, the publisher revenue not yet invoiced for it.
 * The invoice's own month is its `month` line; a statistic completed or corrected after its
 * month was invoiced comes in a later invoice as an `adjustment` line for that month (negative
 * when revenue went down). The sum of a website's lines for a month is what was invoiced for it.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    websiteId: integer('website_id').notNull(),
    /** The first day of the month the revenue was earned in. */
    month: date('month').notNull(),
    kind: varchar('kind', { length: 16 }).$type<'month' | 'adjustment'>().notNull(),
    amount: moneyColumn('amount'),
  },
  (t) => [index('invoice_lines_website_month_idx').on(t.websiteId, t.month), index('invoice_lines_invoice_idx').on(t.invoiceId)],
);

/**
 * The wallets' ledger, append-only: an invoice issued (its amount), a deduction changed (the
 * difference), paid (its final) and unpaid again (minus its final). A wallet's figures are sums
 * of its entries.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => wallets.id, { onDelete: 'restrict' }),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    kind: varchar('kind', { length: 16 }).$type<'issued' | 'deduction' | 'paid' | 'unpaid'>().notNull(),
    amount: moneyColumn('amount'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_entries_wallet_idx').on(t.walletId, t.id)],
);

/**
 * Writes made with an `Idempotency-Key`: per user and key, the request's fingerprint and the
 * answer. The same key and request answer the stored result again; another request is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 200 }).notNull(),
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    status: smallint('status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

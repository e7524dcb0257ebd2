import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgSequence, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/index.js';
import { websites } from '../websites/index.js';

/** Ticket numbers as people quote them (#10001), from a sequence so two tickets never share one. */
export const ticketNumbers = pgSequence('ticket_numbers', { startWith: 10001 });

export const tickets = pgTable(
  'tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: integer('number')
      .notNull()
      .unique()
      .default(sql`nextval('ticket_numbers')`),
    subject: varchar('subject', { length: 200 }).notNull(),
    /** A TicketStatus. */
    status: varchar('status', { length: 16 }).notNull().default('open'),
    priority: varchar('priority', { length: 16 }).notNull().default('normal'),
    category: varchar('category', { length: 16 }),
    websiteId: integer('website_id').references(() => websites.id, { onDelete: 'set null' }),
    /** The account goes, its tickets with it. */
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was last set solved: the daily job closes it 7 days later. */
    solvedAt: timestamp('solved_at', { withTimezone: true }),
  },
  (t) => [
    index('tickets_updated_idx').on(t.updatedAt, t.id),
    index('tickets_requester_idx').on(t.requesterId, t.updatedAt),
    index('tickets_requester_created_idx').on(t.requesterId, t.createdAt),
    index('tickets_assignee_idx').on(t.assigneeId, t.updatedAt),
    index('tickets_status_idx').on(t.status, t.solvedAt),
  ],
);

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff user who wrote it signed in as its author (an impersonated session, migration 0039). */
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** A staff note, never shown to the requester. */
    internal: boolean('internal').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.id), index('ticket_messages_author_idx').on(t.authorId, t.createdAt)],
);

/** A message's file, kept in storage under `private/` (never served at /media/, only through the ticket's route). */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => ticketMessages.id, { onDelete: 'cascade' }),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    size: integer('size').notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
  },
  (t) => [index('ticket_attachments_message_idx').on(t.messageId)],
);

export type TicketRow = typeof tickets.$inferSelect;
export type TicketMessageRow = typeof ticketMessages.$inferSelect;
export type TicketAttachmentRow = typeof ticketAttachments.$inferSelect;

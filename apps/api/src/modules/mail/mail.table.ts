import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * How far a message got. `logged`: no SMTP_URL, the outbox and the server log are the delivery.
 * `queued`: waiting for the `mail.deliver` job (or for its next retry; `error` then holds the
 * last attempt's error). `sent`: the SMTP server took it. `failed`: every attempt failed.
 */
export type OutboxStatus = 'logged' | 'queued' | 'sent' | 'failed';

/**
 * Every message the product sends. Without SMTP_URL this outbox (and the server log) is the
 * delivery: a reset link can be followed on a laptop. With SMTP it is the sent-mail record.
 */
export const outbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    text: text('text').notNull(),
    /** The text with MailMessage.secret hidden, shown to outbox readers other than an admin and the addressee; null when it holds none. */
    redactedText: text('redacted_text'),
    html: text('html'),
    /** MailMessage.headers (threading), or null. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** An OutboxStatus. */
    status: varchar('status', { length: 16 }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.to, t.id),
    // The sweeper's look for messages left queued (mail.resume), among every message ever sent.
    index('mail_outbox_queued_idx')
      .on(t.createdAt)
      .where(sql`status = 'queued'`),
  ],
);

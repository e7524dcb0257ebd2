import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TicketCounts, TicketStatus } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { PageWindow } from '../../lib/pagination.js';
import { assignments } from '../assignments/index.js';
import { users } from '../users/index.js';
import { websites } from '../websites/index.js';
import { ticketAttachments, ticketMessages, tickets, type TicketAttachmentRow, type TicketMessageRow } from './tickets.table.js';

/** A new ticket's mail goes to at most this many staff. */
const MAX_RECIPIENTS = 20;

const requesters = alias(users, 'requesters');
const assignees = alias(users, 'assignees');

/** A person's display name: first and last name, or the username. */
const nameOf = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn; username: AnyPgColumn }) =>
  sql<string>`coalesce(nullif(trim(${table.firstName} || ' ' || ${table.lastName}), ''), ${table.username})`;

/** A ticket with the names its list and page show. */
const ticketColumns = {
  ticket: tickets,
  websiteName: websites.name,
  requesterName: nameOf(requesters),
  requesterRole: requesters.role,
  requesterEmail: requesters.email,
  assigneeName: nameOf(assignees),
  assigneeEmail: assignees.email,
};

export interface TicketFilter {
  scope: SQL | undefined;
  status?: TicketStatus;
  /** A staff user's id, or null for the unassigned. */
  assignee?: number | null;
  requester?: number;
  website?: number;
  category?: string;
  search?: string;
}

export type NewTicket = typeof tickets.$inferInsert;
export type TicketChanges = Partial<Pick<typeof tickets.$inferInsert, 'status' | 'priority' | 'assigneeId' | 'solvedAt'>>;

/** Every query on tickets, their messages and attachments. */
/** A message's file as stored, before its message has an id. */
export type NewAttachment = Omit<typeof ticketAttachments.$inferInsert, 'messageId'>;

export function ticketsRepo(db: Db) {
  const withNames = () =>
    db
      .select(ticketColumns)
      .from(tickets)
      .innerJoin(requesters, eq(requesters.id, tickets.requesterId))
      .leftJoin(assignees, eq(assignees.id, tickets.assigneeId))
      .leftJoin(websites, eq(websites.id, tickets.websiteId))
      .$dynamic();

  const whereOf = (f: TicketFilter): SQL | undefined => {
    const search = f.search?.trim().replace(/^#/, '');
    return and(
      f.scope,
      f.status ? eq(tickets.status, f.status) : undefined,
      f.assignee === undefined ? undefined : f.assignee === null ? isNull(tickets.assigneeId) : eq(tickets.assigneeId, f.assignee),
      f.requester === undefined ? undefined : eq(tickets.requesterId, f.requester),
      f.website === undefined ? undefined : eq(tickets.websiteId, f.website),
      f.category ? eq(tickets.category, f.category) : undefined,
      search
        ? or(
            ilike(tickets.subject, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
            /^\d{1,9}$/.test(search) ? eq(tickets.number, Number(search)) : undefined,
          )
        : undefined,
    );
  };

  return {
    async list(filter: TicketFilter, window: PageWindow) {
      const where = whereOf(filter);
      const [total] = await db.select({ n: count() }).from(tickets).where(where);
      const rows = await withNames()
        .where(where)
        .orderBy(desc(tickets.updatedAt), desc(tickets.id))
        .limit(window.limit)
        .offset(window.offset);
      return { count: total?.n ?? 0, rows };
    },

    async find(id: number, scope: SQL | undefined) {
      const [row] = await withNames().where(and(eq(tickets.id, id), scope));
      return row ?? null;
    },

    /** The ticket, its first message and that message's files, in one transaction. */
    async create(
      values: NewTicket,
      firstMessage: Omit<typeof ticketMessages.$inferInsert, 'ticketId'>,
      files: readonly NewAttachment[],
    ): Promise<{ id: number; messageId: number }> {
      return db.transaction(async (tx) => {
        const [ticket] = await tx.insert(tickets).values(values).returning({ id: tickets.id });
        const [message] = await tx
          .insert(ticketMessages)
          .values({ ...firstMessage, ticketId: ticket!.id })
          .returning({ id: ticketMessages.id });
        if (files.length > 0) await tx.insert(ticketAttachments).values(files.map((f) => ({ ...f, messageId: message!.id })));
        return { id: ticket!.id, messageId: message!.id };
      });
    },

    /** A message, its files and the ticket's changes it brings (a reopen, the updated time), in one transaction. */
    async addMessage(
      values: typeof ticketMessages.$inferInsert,
      changes: TicketChanges,
      files: readonly NewAttachment[],
    ): Promise<TicketMessageRow> {
      return db.transaction(async (tx) => {
        const [message] = await tx.insert(ticketMessages).values(values).returning();
        if (files.length > 0) await tx.insert(ticketAttachments).values(files.map((f) => ({ ...f, messageId: message!.id })));
        await tx
          .update(tickets)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(tickets.id, values.ticketId));
        return message!;
      });
    },

    async update(id: number, changes: TicketChanges): Promise<void> {
      await db
        .update(tickets)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(tickets.id, id));
    },

    /** The ticket's messages oldest first (notes left out unless asked for), with their attachments. */
    async messages(ticketId: number, withNotes: boolean) {
      const shown = and(eq(ticketMessages.ticketId, ticketId), withNotes ? undefined : eq(ticketMessages.internal, false));
      const impersonator = alias(users, 'impersonator');
      const rows = await db
        .select({ message: ticketMessages, authorName: nameOf(users), authorRole: users.role, impersonatorName: nameOf(impersonator) })
        .from(ticketMessages)
        .leftJoin(users, eq(users.id, ticketMessages.authorId))
        .leftJoin(impersonator, eq(impersonator.id, ticketMessages.impersonatorId))
        .where(shown)
        .orderBy(asc(ticketMessages.id));
      // The shown messages' files by a join, not a list of their ids (one parameter each).
      const files = rows.length
        ? (
            await db
              .select({ file: ticketAttachments })
              .from(ticketAttachments)
              .innerJoin(ticketMessages, eq(ticketMessages.id, ticketAttachments.messageId))
              .where(shown)
              .orderBy(asc(ticketAttachments.id))
          ).map((r) => r.file)
        : [];
      return { rows, files };
    },

    async attachmentsOf(messageId: number): Promise<TicketAttachmentRow[]> {
      return db.select().from(ticketAttachments).where(eq(ticketAttachments.messageId, messageId)).orderBy(asc(ticketAttachments.id));
    },

    /** An attachment of the ticket, with whether its message is a note. */
    async attachment(ticketId: number, attachmentId: number) {
      const [row] = await db
        .select({ file: ticketAttachments, internal: ticketMessages.internal })
        .from(ticketAttachments)
        .innerJoin(ticketMessages, eq(ticketMessages.id, ticketAttachments.messageId))
        .where(and(eq(ticketAttachments.id, attachmentId), eq(ticketMessages.ticketId, ticketId)));
      return row ?? null;
    },

    /** How many tickets the user opened, and messages they wrote, since `since` (the hourly bounds). */
    async recentBy(userId: number, since: Date): Promise<{ tickets: number; messages: number }> {
      const [[opened], [written]] = await Promise.all([
        db
          .select({ n: count() })
          .from(tickets)
          .where(and(eq(tickets.requesterId, userId), gte(tickets.createdAt, since))),
        db
          .select({ n: count() })
          .from(ticketMessages)
          .where(and(eq(ticketMessages.authorId, userId), gte(ticketMessages.createdAt, since))),
      ]);
      return { tickets: opened?.n ?? 0, messages: written?.n ?? 0 };
    },

    /** The dashboard tile's counts over the tickets the condition keeps. */
    async counts(scope: SQL | undefined): Promise<TicketCounts> {
      const rows = await db.select({ status: tickets.status, n: count() }).from(tickets).where(scope).groupBy(tickets.status);
      const of = (...statuses: string[]) => rows.filter((r) => statuses.includes(r.status)).reduce((sum, r) => sum + r.n, 0);
      return {
        total: of('open', 'pending', 'on_hold', 'solved', 'closed'),
        open: of('open', 'pending'),
        on_hold: of('on_hold'),
        closed: of('solved', 'closed'),
      };
    },

    /** Closes the tickets solved before `before`; answers how many. */
    async closeSolvedBefore(before: Date): Promise<number> {
      const closed = await db
        .update(tickets)
        .set({ status: 'closed', updatedAt: new Date() })
        .where(and(eq(tickets.status, 'solved'), lt(tickets.solvedAt, before)))
        .returning({ id: tickets.id });
      return closed.length;
    },

    /** The active account managers assigned to the user (as their network or publisher). */
    async accountManagersOf(userId: number): Promise<Array<{ id: number; email: string }>> {
      return db
        .selectDistinct({ id: users.id, email: users.email })
        .from(assignments)
        .innerJoin(users, eq(users.id, assignments.accountManagerId))
        .where(and(or(eq(assignments.networkId, userId), eq(assignments.publisherId, userId)), eq(users.isActive, true)))
        .orderBy(asc(users.id))
        .limit(MAX_RECIPIENTS);
    },

    /** The active admins and organizations: who answers a ticket nobody else looks after. */
    async supportStaff(): Promise<Array<{ id: number; email: string }>> {
      return db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(inArray(users.role, ['admin', 'organization']), eq(users.isActive, true)))
        .orderBy(asc(users.id))
        .limit(MAX_RECIPIENTS);
    },

    /** A user by id; with `scope`, only one of the users that condition admits. */
    async user(id: number, scope?: SQL) {
      const [row] = await db
        .select({ id: users.id, role: users.role, email: users.email, isActive: users.isActive, name: nameOf(users) })
        .from(users)
        .where(scope ? and(eq(users.id, id), scope) : eq(users.id, id));
      return row ?? null;
    },
  };
}

export type TicketsRepo = ReturnType<typeof ticketsRepo>;
export type TicketWithNames = NonNullable<Awaited<ReturnType<TicketsRepo['find']>>>;

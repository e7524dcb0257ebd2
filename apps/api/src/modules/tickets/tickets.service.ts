import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import {
  format,
  isStaffRole,
  messages,
  ticketInputSchema,
  ticketMessageInputSchema,
  type Ticket,
  type TicketAttachment,
  type TicketCounts,
  type TicketDetail,
  type TicketMessage,
  type TicketStatus,
  type ticketPatchSchema,
} from '@pubdesk/contract';
import type { z } from 'zod';
import type { Deps } from '../../app-types.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { groupBy } from '../../lib/group-by.js';
import { badRequest, fieldError, forbidden, notFound, tooManyRequests } from '../../lib/http-errors.js';
import type { PageWindow } from '../../lib/pagination.js';
import { userCondition, websiteCondition } from '../assignments/index.js';
import { websitesRepo } from '../websites/index.js';
import { readTicketForm, type StoredTicketFile } from './ticket-files.js';
import { ticketMail } from './ticket-mail.js';
import { answersTickets, ticketCondition } from './tickets.scope.js';
import { ticketsRepo, type TicketFilter, type TicketWithNames } from './tickets.repo.js';
import type { TicketAttachmentRow, TicketMessageRow } from './tickets.table.js';

type TicketInput = z.output<typeof ticketInputSchema>;
type MessageInput = z.output<typeof ticketMessageInputSchema>;
type TicketPatch = z.output<typeof ticketPatchSchema>;

/**
 * Each ticket and reply of a requester mails staff: an account (or its API key) opens at most
 * this many tickets and writes this many messages an hour. Staff are not bounded.
 */
export const HOURLY_TICKETS = 10;
export const HOURLY_MESSAGES = 60;
const RETRY_SECONDS = 600;

/** A requester's reply to these reopens the ticket. */
const REOPENED_BY_REPLY: readonly TicketStatus[] = ['pending', 'solved'];
/** What a requester may set on their own ticket. */
const REQUESTER_STATUSES: readonly TicketStatus[] = ['closed', 'open'];

const toTicket = (row: TicketWithNames): Ticket => ({
  id: row.ticket.id,
  number: row.ticket.number,
  subject: row.ticket.subject,
  status: row.ticket.status as Ticket['status'],
  priority: row.ticket.priority as Ticket['priority'],
  category: row.ticket.category as Ticket['category'],
  website: row.ticket.websiteId,
  website_name: row.websiteName,
  requester: { id: row.ticket.requesterId, name: row.requesterName },
  assignee: row.ticket.assigneeId === null ? null : { id: row.ticket.assigneeId, name: row.assigneeName },
  created_at: row.ticket.createdAt.toISOString(),
  updated_at: row.ticket.updatedAt.toISOString(),
});

const toAttachment = (ticketId: number, file: TicketAttachmentRow): TicketAttachment => ({
  id: file.id,
  name: file.name,
  size: file.size,
  content_type: file.contentType,
  url: `/api/tickets/${ticketId}/attachments/${file.id}/`,
});

const toMessage = (
  message: TicketMessageRow,
  author: { name: string | null; role: string | null; impersonatorName: string | null },
  files: TicketAttachmentRow[],
): TicketMessage => ({
  id: message.id,
  body: message.body,
  internal: message.internal,
  author: message.authorId === null ? null : { id: message.authorId, name: author.name ?? '' },
  // Written by staff signed in as its author: staff's, whoever it names.
  by_staff: message.impersonatorId !== null || (author.role !== null && isStaffRole(author.role)),
  sent_by: message.impersonatorId === null ? null : { id: message.impersonatorId, name: author.impersonatorName ?? '' },
  created_at: message.createdAt.toISOString(),
  attachments: files.map((f) => toAttachment(message.ticketId, f)),
});

/** Parses a JSON body or a multipart form's fields with the schema: field errors as a 400. */
function parseFields<S extends z.ZodType>(schema: S, fields: unknown): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? 'non_field_errors')] ??= []).push(issue.message);
  throw badRequest(errors);
}

/**
 * Support tickets: who may see and change which (tickets.scope.ts), the status rules (a
 * requester's reply reopens a pending or solved ticket; a requester only closes or reopens),
 * notes hidden from requesters, attachments, and the mail each message sends.
 */
export function ticketsService(deps: Pick<Deps, 'db' | 'config' | 'mailer' | 'storage'> & { log: Pick<FastifyBaseLogger, 'warn'> }) {
  const repo = ticketsRepo(deps.db);
  const mail = ticketMail(deps, repo);
  /**
   * A written ticket's or reply's mail: a failure to queue it is logged, not answered, since the
   * message is committed (a 500 made its sender send it again, a duplicate ticket).
   */
  const mailAfterCommit = (send: () => Promise<void>, ticketId: number) =>
    send().catch((err: unknown) => deps.log.warn({ err, ticketId }, 'ticket mail not queued'));

  async function visible(auth: AuthContext, id: number): Promise<TicketWithNames> {
    const row = await repo.find(id, ticketCondition(auth));
    if (!row) throw notFound();
    return row;
  }

  async function detail(auth: AuthContext, row: TicketWithNames): Promise<TicketDetail> {
    // Notes are staff's: a requester's answer never holds them.
    const { rows, files } = await repo.messages(row.ticket.id, isStaffRole(auth.user.role));
    const filesOf = groupBy(files, (f) => f.messageId);
    return {
      ...toTicket(row),
      messages: rows.map((r) =>
        toMessage(
          r.message,
          { name: r.authorName, role: r.authorRole, impersonatorName: r.impersonatorName },
          filesOf.get(r.message.id) ?? [],
        ),
      ),
    };
  }

  /** A JSON body, or a multipart form (fields and files): the fields checked, the files stored. */
  async function readInput<S extends z.ZodType>(request: FastifyRequest, body: unknown, schema: S) {
    if (!request.isMultipart()) return { input: parseFields(schema, body ?? {}), files: [] as StoredTicketFile[] };
    const form = await readTicketForm(request, deps.storage);
    try {
      return { input: parseFields(schema, form.fields), files: form.files };
    } catch (error) {
      await Promise.all(form.files.map((f) => deps.storage.remove(f.storageKey)));
      throw error;
    }
  }

  /** Refuses (429) a requester past the hourly bounds, before any file is read. */
  async function withinHourlyBounds(auth: AuthContext, opening: boolean): Promise<void> {
    if (isStaffRole(auth.user.role)) return;
    const recent = await repo.recentBy(auth.user.id, new Date(Date.now() - 3_600_000));
    if (opening && recent.tickets >= HOURLY_TICKETS) {
      throw tooManyRequests(format(messages.api.ticketsThrottled, { max: HOURLY_TICKETS }), RETRY_SECONDS);
    }
    if (recent.messages >= HOURLY_MESSAGES)
      throw tooManyRequests(format(messages.api.repliesThrottled, { max: HOURLY_MESSAGES }), RETRY_SECONDS);
  }

  return {
    async list(auth: AuthContext, query: Omit<TicketFilter, 'scope'>, window: PageWindow) {
      const { count, rows } = await repo.list({ ...query, scope: ticketCondition(auth) }, window);
      return { count, results: rows.map(toTicket) };
    },

    get: async (auth: AuthContext, id: number): Promise<TicketDetail> => detail(auth, await visible(auth, id)),

    async create(auth: AuthContext, request: FastifyRequest, body: unknown): Promise<TicketDetail> {
      await withinHourlyBounds(auth, true);
      const { input, files } = await readInput(request, body, ticketInputSchema);
      // The stored files go if the ticket is not written; once it is, they are its attachments.
      let written = false;
      try {
        const values = input as TicketInput;
        if (values.website != null) {
          const site = await websitesRepo(deps.db).find(values.website, websiteCondition(auth));
          if (!site) throw fieldError('website', messages.tickets.notYourWebsite);
        }
        const created = await repo.create(
          {
            subject: values.subject,
            priority: values.priority,
            category: values.category ?? null,
            websiteId: values.website ?? null,
            requesterId: auth.user.id,
          },
          { authorId: auth.user.id, impersonatorId: auth.actorId, body: values.body, internal: false },
          files,
        );
        written = true;
        const row = await visible(auth, created.id);
        await mailAfterCommit(
          () =>
            mail.opened(
              { id: row.ticket.id, number: row.ticket.number, subject: row.ticket.subject, requesterId: auth.user.id, assigneeId: null },
              created.messageId,
              row.requesterName,
              values.body,
            ),
          row.ticket.id,
        );
        return detail(auth, row);
      } catch (error) {
        if (!written) await Promise.all(files.map((f) => deps.storage.remove(f.storageKey)));
        throw error;
      }
    },

    /** Staff with tickets.change_ticket change any field; a requester only closes or reopens their own. */
    async update(auth: AuthContext, id: number, patch: TicketPatch): Promise<TicketDetail> {
      const row = await visible(auth, id);
      const changes: Parameters<typeof repo.update>[1] = {};
      if (answersTickets(auth)) {
        if (patch.priority !== undefined) changes.priority = patch.priority;
        if (patch.assignee !== undefined) {
          // A new assignee is staff the caller sees (a manager: themselves): an assignee reads the
          // ticket and its requester, so naming one is handing the ticket over.
          if (patch.assignee !== null && patch.assignee !== row.ticket.assigneeId) {
            const assignee = await repo.user(patch.assignee, userCondition(auth));
            if (!assignee || !assignee.isActive || !isStaffRole(assignee.role))
              throw fieldError('assignee', messages.tickets.notStaffAssignee);
          }
          changes.assigneeId = patch.assignee;
        }
      } else if (row.ticket.requesterId === auth.user.id) {
        if (
          patch.priority !== undefined ||
          patch.assignee !== undefined ||
          (patch.status !== undefined && !REQUESTER_STATUSES.includes(patch.status))
        ) {
          throw forbidden(messages.tickets.requesterStatus);
        }
      } else {
        throw forbidden();
      }
      if (patch.status !== undefined && patch.status !== row.ticket.status) {
        changes.status = patch.status;
        changes.solvedAt = patch.status === 'solved' ? new Date() : null;
      }
      if (Object.keys(changes).length > 0) await repo.update(id, changes);
      return detail(auth, await visible(auth, id));
    },

    /** A reply or (staff who answer) a note; a requester's reply to a pending or solved ticket reopens it. */
    async reply(auth: AuthContext, id: number, request: FastifyRequest, body: unknown): Promise<TicketMessage> {
      const row = await visible(auth, id);
      const byStaff = isStaffRole(auth.user.role);
      const staffAnswers = answersTickets(auth);
      const isRequester = row.ticket.requesterId === auth.user.id;
      // Staff who only see the queue read it; a network reads its publishers' tickets but answers only its own.
      if (!staffAnswers && !isRequester) throw forbidden();
      await withinHourlyBounds(auth, false);
      const { input, files } = await readInput(request, body, ticketMessageInputSchema);
      let written = false;
      try {
        const values = input as MessageInput;
        if (values.internal && !staffAnswers) throw fieldError('internal', messages.tickets.notesAreStaffs);
        const reopens = isRequester && !values.internal && REOPENED_BY_REPLY.includes(row.ticket.status as TicketStatus);
        const message = await repo.addMessage(
          { ticketId: id, authorId: auth.user.id, impersonatorId: auth.actorId, body: values.body, internal: values.internal },
          reopens ? { status: 'open', solvedAt: null } : {},
          files,
        );
        written = true;
        // The author's display name, read once: for the mail and for the answer.
        const authorName = (await repo.user(auth.user.id))?.name ?? auth.user.username;
        if (!values.internal) {
          await mailAfterCommit(
            () =>
              mail.replied(
                {
                  id,
                  number: row.ticket.number,
                  subject: row.ticket.subject,
                  requesterId: row.ticket.requesterId,
                  assigneeId: row.ticket.assigneeId,
                },
                message.id,
                { id: auth.user.id, name: authorName },
                byStaff && !isRequester,
                values.body,
              ),
            id,
          );
        }
        const stored = await repo.attachmentsOf(message.id);
        const impersonatorName = auth.actorId === null ? null : ((await repo.user(auth.actorId))?.name ?? null);
        return toMessage(message, { name: authorName, role: auth.user.role, impersonatorName }, stored);
      } catch (error) {
        if (!written) await Promise.all(files.map((f) => deps.storage.remove(f.storageKey)));
        throw error;
      }
    },

    /** An attachment's bytes, to those who may read its message (a note's only to staff). */
    async attachment(auth: AuthContext, id: number, attachmentId: number): Promise<{ file: TicketAttachmentRow; stream: Readable }> {
      await visible(auth, id);
      const found = await repo.attachment(id, attachmentId);
      if (!found || (found.internal && !isStaffRole(auth.user.role))) throw notFound();
      const stream = await deps.storage.get(found.file.storageKey);
      if (!stream) throw notFound();
      return { file: found.file, stream };
    },

    counts: (auth: AuthContext): Promise<TicketCounts> => repo.counts(ticketCondition(auth)),

    /** The daily job: solved tickets close after 7 days. */
    closeSolved: (before: Date) => repo.closeSolvedBefore(before),
  };
}

export type TicketsService = ReturnType<typeof ticketsService>;

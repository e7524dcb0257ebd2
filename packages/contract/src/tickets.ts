import { z } from 'zod';
import { intId, pageQuerySchema, requiredText } from './common.js';

/**
 * A ticket's life (Zendesk's statuses): `open` waits on staff, `pending` on the requester,
 * `on_hold` on a third party (an ad platform, a payment provider), `solved` closes by itself after
 * 7 days unless the requester replies, `closed` is final for staff but a requester may reopen.
 */
export const ticketStatuses = ['open', 'pending', 'on_hold', 'solved', 'closed'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];
export const ticketCategories = ['payment', 'ads_txt', 'reporting', 'technical', 'account', 'other'] as const;
export type TicketCategory = (typeof ticketCategories)[number];
export const ticketPriorities = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriority = (typeof ticketPriorities)[number];

/** What one message may carry: up to 5 files of up to 10 MB, of these kinds (recognised from their bytes). */
export const ticketAttachmentLimits = {
  files: 5,
  maxBytes: 10 * 1024 * 1024,
  kinds: ['png', 'jpeg', 'gif', 'webp', 'pdf', 'xlsx', 'csv', 'txt'],
} as const;
/** A message body's longest Markdown. */
export const TICKET_BODY_MAX = 20_000;

const choice = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { message: 'Select a valid choice.' });

/** Someone on a ticket: the requester, the assignee, a message's author. */
export const ticketPersonSchema = z.object({ id: z.number().int(), name: z.string() });
export type TicketPerson = z.infer<typeof ticketPersonSchema>;

export const ticketAttachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  /** Where the file downloads (`Content-Disposition: attachment`), for those who may read the ticket. */
  url: z.string(),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

export const ticketMessageSchema = z.object({
  id: z.number().int(),
  /** Markdown; screens render it with raw HTML off. */
  body: z.string(),
  /** A staff note: never shown to the requester. */
  internal: z.boolean(),
  author: ticketPersonSchema.nullable(),
  /** Whether staff wrote it (the thread sets staff replies apart): its author, or the one below. */
  by_staff: z.boolean(),
  /** The staff user who wrote it signed in as its author (an impersonated session); null otherwise. */
  sent_by: ticketPersonSchema.nullable(),
  created_at: z.string(),
  attachments: z.array(ticketAttachmentSchema),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketSchema = z.object({
  id: z.number().int(),
  /** From a sequence, shown as #10001. */
  number: z.number().int(),
  subject: z.string(),
  status: z.enum(ticketStatuses),
  priority: z.enum(ticketPriorities),
  category: z.enum(ticketCategories).nullable(),
  website: z.number().int().nullable(),
  website_name: z.string().nullable(),
  requester: ticketPersonSchema,
  assignee: ticketPersonSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketDetailSchema = ticketSchema.extend({ messages: z.array(ticketMessageSchema) });
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

const bodySchema = requiredText(TICKET_BODY_MAX);

/** POST /tickets/: JSON, or multipart/form-data with the same fields and `files`. */
export const ticketInputSchema = z.object({
  subject: requiredText(200),
  body: bodySchema,
  category: choice(ticketCategories).optional(),
  priority: choice(ticketPriorities).default('normal'),
  /** One of the requester's websites (in the caller's scope). */
  website: intId.nullable().optional(),
});
export type TicketInput = z.input<typeof ticketInputSchema>;

/** A multipart form's flag: 'true'/'false' as forms send it, or a JSON boolean. */
const formBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
  message: 'Must be a valid boolean.',
});

/** POST /tickets/:id/messages/: JSON, or multipart/form-data with the same fields and `files`. */
export const ticketMessageInputSchema = z.object({
  body: bodySchema,
  /** A staff note (staff who may answer only). */
  internal: formBoolean.default(false),
});
export type TicketMessageInput = z.input<typeof ticketMessageInputSchema>;

/**
 * PATCH /tickets/:id/: staff change any of these; a requester may only close their own ticket
 * or reopen it (`status` closed or open).
 */
export const ticketPatchSchema = z
  .object({
    status: choice(ticketStatuses),
    priority: choice(ticketPriorities),
    /** A staff user who may answer tickets, or null for nobody. */
    assignee: intId.nullable(),
  })
  .partial();
export type TicketPatch = z.input<typeof ticketPatchSchema>;

export const ticketListQuerySchema = pageQuerySchema.extend({
  status: choice(ticketStatuses).optional(),
  /** A staff user's id, or `none` for the unassigned. */
  assignee: z.union([intId, z.literal('none')]).optional(),
  requester: intId.optional(),
  website: intId.optional(),
  category: choice(ticketCategories).optional(),
});

/** The dashboard's tickets tile, over the tickets the caller may see (`closed` counts solved and closed). */
export const ticketCountsSchema = z.object({
  total: z.number().int(),
  open: z.number().int(),
  on_hold: z.number().int(),
  closed: z.number().int(),
});
export type TicketCounts = z.infer<typeof ticketCountsSchema>;

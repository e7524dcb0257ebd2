import { z } from 'zod';
import { idParamSchema, intId, listSchema } from './common.js';
import { endpoint } from './endpoint.js';
import {
  ticketDetailSchema,
  ticketInputSchema,
  ticketListQuerySchema,
  ticketMessageInputSchema,
  ticketMessageSchema,
  ticketPatchSchema,
  ticketSchema,
} from './tickets.js';

const tags = ['tickets'];
const resource = 'tickets';
/** A write changes the dashboard's tickets tile (GET /auth/status/) too. */
const invalidates = ['auth-status'];
const files =
  'JSON, or multipart/form-data with the same fields and up to 5 `files` of up to 10 MB each: PNG, JPEG, GIF, WebP, PDF, XLSX, CSV or TXT, recognised from their bytes (a script named .png is refused).';

/**
 * Support tickets. Anyone signed in opens one and sees their own (a network also its publishers');
 * staff see the queue with `tickets.view_ticket` (account managers and ad operations: the
 * tickets of the users in their scope, and those assigned to them) and answer with
 * `tickets.change_ticket`. Internal notes never reach a requester.
 */
export const ticketEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/tickets/',
    operationId: 'listTickets',
    summary: 'List the tickets the caller may see, most recently updated first',
    tags,
    resource,
    access: 'authenticated',
    query: ticketListQuerySchema,
    response: listSchema(ticketSchema),
    description: '`search` matches the subject and the number (10001 or #10001).',
  }),
  create: endpoint({
    method: 'POST',
    path: '/tickets/',
    operationId: 'createTicket',
    summary: 'Open a ticket',
    tags,
    resource,
    invalidates,
    access: 'authenticated',
    // A multipart form leaves no JSON body: the service reads the form's fields with the same schema.
    body: ticketInputSchema.nullish(),
    response: ticketDetailSchema,
    status: 201,
    description: `${files} The ticket is \`open\`; its assignee (or the staff who may answer) is told by e-mail.`,
  }),
  get: endpoint({
    method: 'GET',
    path: '/tickets/:id/',
    operationId: 'getTicket',
    summary: 'Read a ticket with its messages',
    tags,
    resource,
    access: 'authenticated',
    params: idParamSchema,
    response: ticketDetailSchema,
    description: "A requester's answer leaves out internal notes. A ticket the caller may not see is 404.",
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/tickets/:id/',
    operationId: 'updateTicket',
    summary: "Change a ticket's status, priority or assignee",
    tags,
    resource,
    invalidates,
    access: 'authenticated',
    params: idParamSchema,
    body: ticketPatchSchema,
    response: ticketDetailSchema,
    description:
      'Staff with `tickets.change_ticket` change any field (the assignee must be staff who may answer tickets). A requester may only close their own ticket or reopen it (`status` closed or open); anything else is 403.',
  }),
  reply: endpoint({
    method: 'POST',
    path: '/tickets/:id/messages/',
    operationId: 'createTicketMessage',
    summary: 'Reply to a ticket, or add an internal note',
    tags,
    resource,
    invalidates,
    access: 'authenticated',
    params: idParamSchema,
    body: ticketMessageInputSchema.nullish(),
    response: ticketMessageSchema,
    status: 201,
    description: `${files} \`internal\` (a staff note) needs \`tickets.change_ticket\`. A requester's reply to a pending or solved ticket reopens it. The other side is told by e-mail (never of a note).`,
  }),
  attachment: endpoint({
    method: 'GET',
    path: '/tickets/:id/attachments/:attachment/',
    operationId: 'getTicketAttachment',
    summary: "Download a ticket message's attachment",
    tags,
    resource,
    access: 'authenticated',
    params: idParamSchema.extend({ attachment: intId }),
    response: z.string(),
    description:
      "The file as it was uploaded, with `Content-Disposition: attachment` and its recognised type, to those who may read the message (a note's files only to staff).",
  }),
};

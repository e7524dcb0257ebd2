import { listSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { outboxItemSchema, outboxQuerySchema } from './mail.js';

/** The mail the product has sent (the outbox), for admins and developers. */
export const outboxEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/outbox/',
    operationId: 'listOutbox',
    summary: 'List outgoing mail (the outbox)',
    tags: ['mail'],
    resource: 'outbox',
    access: { permission: 'mail.view_outbox' },
    query: outboxQuerySchema,
    response: listSchema(outboxItemSchema),
  }),
};

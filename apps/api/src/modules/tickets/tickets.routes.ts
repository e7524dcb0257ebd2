import { ticketEndpoints as endpoints } from '@pubdesk/contract';
import { handle, handleList } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import { contentDisposition } from './ticket-files.js';
import { ticketsService } from './tickets.service.js';

/** `/tickets/`: the queue, a ticket with its thread, replies and notes, status changes, attachments. */
export async function ticketsRoutes(app: App): Promise<void> {
  const service = ticketsService({ ...app.deps, log: app.log });
  handleList(app, endpoints.list, 25, ({ auth, query }, window) => {
    const { status, assignee, requester, website, category, search } = query;
    return service.list(
      auth,
      {
        ...(status ? { status } : {}),
        ...(assignee === undefined ? {} : { assignee: assignee === 'none' ? null : assignee }),
        ...(requester === undefined ? {} : { requester }),
        ...(website === undefined ? {} : { website }),
        ...(category ? { category } : {}),
        ...(search ? { search } : {}),
      },
      window,
    );
  });
  // JSON or a multipart form (fields and files): the service reads either.
  handle(app, endpoints.create, ({ auth, request, body }) => service.create(auth, request, body));
  handle(app, endpoints.get, ({ auth, params }) => service.get(auth, params.id));
  handle(app, endpoints.update, ({ auth, params, body }) => service.update(auth, params.id, body));
  handle(app, endpoints.reply, ({ auth, params, request, body }) => service.reply(auth, params.id, request, body));
  handle(app, endpoints.attachment, async ({ auth, params, reply }) => {
    const { file, stream } = await service.attachment(auth, params.id, params.attachment);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.name))
      .header('content-length', String(file.size))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(stream);
  });
}

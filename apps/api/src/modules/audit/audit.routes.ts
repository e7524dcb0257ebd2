import { auditEndpoints as endpoints } from '@pubdesk/contract';
import type { App } from '../../lib/fastify-app.js';
import { handle } from '../../lib/endpoint.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import { auditRepo } from './audit.repo.js';

/** `GET /logs/?user=`: the audit log, newest first (the user screen's Logs tab, 15 a page). */
export async function auditRoutes(app: App): Promise<void> {
  const repo = auditRepo(app.deps.db);

  handle(app, endpoints.list, async ({ auth, query, request }) => {
    const window = pageWindow(query, 15);
    const page = await repo.list(auth, query.user, window);
    return listResponse(request, window, page.count, page.results);
  });
}

import { auditEndpoints as endpoints } from '@pubdesk/contract';
import type { App } from '../../lib/fastify-app.js';
import { handleList } from '../../lib/endpoint.js';
import { auditRepo } from './audit.repo.js';

/** `GET /logs/?user=`: the audit log, newest first (the user screen's Logs tab, 15 a page). */
export async function auditRoutes(app: App): Promise<void> {
  const repo = auditRepo(app.deps.db);

  handleList(app, endpoints.list, 15, ({ auth, query }, window) => repo.list(auth, query.user, window));
}

import { outboxEndpoints as endpoints } from '@pubdesk/contract';
import { handleList } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import { outboxRepo } from './mail.repo.js';

/** The outbox: what the product has mailed, newest first (admin and developer). */
export async function mailRoutes(app: App): Promise<void> {
  const repo = outboxRepo(app.deps.db);
  handleList(app, endpoints.list, 10, ({ query }, window) => repo.list(query.to, window));
}

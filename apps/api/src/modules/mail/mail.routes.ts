import { outboxEndpoints as endpoints } from '@pubdesk/contract';
import { handleList } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import { outboxRepo } from './mail.repo.js';

/**
 * The outbox: what the product has mailed, newest first (admin and developer). A reset or
 * verification link is shown to an admin (who may change any account anyway) and to its
 * addressee; to a developer reading anyone else's, it is hidden: following it would sign them in
 * as an account they may not change, an admin's included.
 */
export async function mailRoutes(app: App): Promise<void> {
  const repo = outboxRepo(app.deps.db);
  handleList(app, endpoints.list, 10, ({ auth, query }, window) =>
    repo.list(query.to, window, (row) => auth.user.role === 'admin' || row.to.toLowerCase() === auth.user.email.toLowerCase()),
  );
}

import { and, count, desc, eq } from 'drizzle-orm';
import { listSchema, logListQuerySchema, logSchema, type Log } from '@pubdesk/contract';
import type { App } from '../../app-types.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import { access, allow } from '../access/index.js';
import { userIdCondition } from '../assignments/index.js';
import { auditLogs } from './audit.table.js';

const toLog = (r: typeof auditLogs.$inferSelect): Log => ({
  id: r.id,
  service: r.service,
  action: r.action,
  user: r.userId,
  impersonator: r.impersonatorId,
  created_at: r.createdAt.toISOString(),
  data: r.data,
});

/** `GET /logs/?user=`: the audit log, newest first (the user screen's Logs tab, 15 a page). */
export async function auditRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  app.get(
    '/api/logs/',
    { config: allow(access.can('access.view_log')), schema: { tags: ['audit'], operationId: 'listLogs', querystring: logListQuerySchema, response: { 200: listSchema(logSchema) } } },
    async (request) => {
      const q = request.query;
      const window = pageWindow(q, 15);
      const where = and(q.user ? eq(auditLogs.userId, q.user) : undefined, userIdCondition(request.auth!, auditLogs.userId));
      const [rows, [total]] = await Promise.all([
        db.select().from(auditLogs).where(where).orderBy(desc(auditLogs.id)).limit(window.limit).offset(window.offset),
        db.select({ n: count() }).from(auditLogs).where(where),
      ]);
      return listResponse(request, window, total?.n ?? 0, rows.map(toLog));
    },
  );
}

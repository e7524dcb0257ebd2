import { and, desc, eq } from 'drizzle-orm';
import type { Log } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuditEntry } from '../../lib/audit-port.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { crudRepo } from '../../lib/crud-repo.js';
import type { PageWindow } from '../../lib/pagination.js';
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

/** The audit log's SQL. */
export function auditRepo(db: Db) {
  const crud = crudRepo(db, auditLogs);
  return {
    /** Stores one entry; the audit hook (plugins/audit.ts) calls it after every successful write. */
    async record(entry: AuditEntry): Promise<void> {
      await db.insert(auditLogs).values(entry);
    },
    /** Newest first, of the users the caller may see (and of one of them, when `user` is given). */
    async list(auth: AuthContext, user: number | undefined, window: PageWindow) {
      const where = and(user ? eq(auditLogs.userId, user) : undefined, userIdCondition(auth, auditLogs.userId));
      return crud.page({ where, orderBy: [desc(auditLogs.id)], window }, toLog);
    },
  };
}
export type AuditRepo = ReturnType<typeof auditRepo>;

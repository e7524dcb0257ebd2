import { desc, eq } from 'drizzle-orm';
import type { OutboxItem } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import { crudRepo } from '../../lib/crud-repo.js';
import type { MailMessage } from '../../lib/mailer.js';
import type { PageWindow } from '../../lib/pagination.js';
import { outbox, type OutboxStatus } from './mail.table.js';

/** A message as the outbox list shows it. */
const toMessage = (r: typeof outbox.$inferSelect): OutboxItem => ({
  id: r.id,
  to: r.to,
  subject: r.subject,
  text: r.text,
  html: r.html,
  status: r.status,
  created_at: r.createdAt.toISOString(),
});

/** Every query on the outbox; the only file that writes SQL for it. */
export function outboxRepo(db: Db) {
  const crud = crudRepo(db, outbox);
  return {
    async insert(message: MailMessage, status: OutboxStatus): Promise<number> {
      return (await crud.create({ ...message, html: message.html ?? null, headers: message.headers ?? null, status })).id;
    },
    find: (id: number) => crud.byId(id),
    async setStatus(id: number, status: OutboxStatus, error: string | null): Promise<void> {
      await crud.update(id, { status, error });
    },
    /** Newest first, optionally to one recipient. */
    list: (to: string | undefined, window: PageWindow) =>
      crud.page({ where: to ? eq(outbox.to, to) : undefined, orderBy: [desc(outbox.id)], window }, toMessage),
  };
}

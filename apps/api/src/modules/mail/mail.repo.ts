import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { PageWindow } from '../../lib/pagination.js';
import { outbox, type OutboxStatus } from './mail.table.js';

/** Every query on the outbox; the only file that writes SQL for it. */
export function outboxRepo(db: Db) {
  return {
    async insert(message: { to: string; subject: string; text: string; html?: string }, status: OutboxStatus): Promise<number> {
      const [row] = await db
        .insert(outbox)
        .values({ ...message, html: message.html ?? null, status })
        .returning({ id: outbox.id });
      return row!.id;
    },
    async find(id: number) {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
      return row ?? null;
    },
    async setStatus(id: number, status: OutboxStatus, error: string | null): Promise<void> {
      await db.update(outbox).set({ status, error }).where(eq(outbox.id, id));
    },
    /** Newest first, optionally to one recipient. */
    async list(to: string | undefined, window: PageWindow) {
      const where = to ? eq(outbox.to, to) : undefined;
      const [rows, [total]] = await Promise.all([
        db.select().from(outbox).where(where).orderBy(desc(outbox.id)).limit(window.limit).offset(window.offset),
        db.select({ n: count() }).from(outbox).where(where),
      ]);
      return { count: total?.n ?? 0, rows };
    },
  };
}

import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { OutboxItem } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import { crudRepo } from '../../lib/crud-repo.js';
import { redactedText, type MailMessage } from '../../lib/mailer.js';
import type { PageWindow } from '../../lib/pagination.js';
import { outbox, type OutboxStatus } from './mail.table.js';

type OutboxRow = typeof outbox.$inferSelect;

/** A message as the outbox list shows it to a reader: its secret hidden unless `reveals(row)`. */
const toMessage =
  (reveals: (row: OutboxRow) => boolean) =>
  (r: OutboxRow): OutboxItem => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.redactedText === null || reveals(r) ? r.text : r.redactedText,
    html: r.html,
    status: r.status,
    created_at: r.createdAt.toISOString(),
  });

/** Every query on the outbox; the only file that writes SQL for it. */
export function outboxRepo(db: Db) {
  const crud = crudRepo(db, outbox);
  return {
    async insert(message: MailMessage, status: OutboxStatus): Promise<number> {
      const { secret, ...rest } = message;
      const redacted = secret ? redactedText(message) : null;
      return (await crud.create({ ...rest, redactedText: redacted, html: rest.html ?? null, headers: rest.headers ?? null, status })).id;
    },
    find: (id: number) => crud.byId(id),
    async setStatus(id: number, status: OutboxStatus, error: string | null): Promise<void> {
      await crud.update(id, { status, error });
    },
    /**
     * Messages `queued` since `before` with no attempt made, or with a failed attempt six hours
     * back: its retries (about an hour and a half at most) are over, and the last was killed before
     * it could say so. One whose retries still run has its error and is left to them.
     */
    async stalled(before: Date): Promise<number[]> {
      const retriesOver = new Date(before.getTime() - 6 * 3600_000);
      const rows = await db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.status, 'queued'), lt(outbox.createdAt, before), or(isNull(outbox.error), lt(outbox.createdAt, retriesOver))));
      return rows.map((r) => r.id);
    },
    /** Newest first, optionally to one recipient; a message's secret shown only where `reveals(row)`. */
    list: (to: string | undefined, window: PageWindow, reveals: (row: OutboxRow) => boolean) =>
      crud.page({ where: to ? eq(outbox.to, to) : undefined, orderBy: [desc(outbox.id)], window }, toMessage(reveals)),
  };
}

import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { listSchema, pageQuerySchema, emailSchema } from '@pubdesk/contract';
import type { App } from '../../app-types.js';
import { access, allow } from '../access/index.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import { outbox } from './mail.table.js';

const outboxItemSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.string(),
  created_at: z.string(),
});

/** The outbox: what the product has mailed, newest first (admin and developer). */
export async function mailRoutes(app: App): Promise<void> {
  app.get(
    '/api/outbox/',
    {
      config: allow(access.can('mail.view_outbox')),
      schema: {
        tags: ['mail'],
        operationId: 'listOutbox',
        querystring: pageQuerySchema.extend({ to: emailSchema.optional() }),
        response: { 200: listSchema(outboxItemSchema) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query, 10);
      const where = request.query.to ? and(eq(outbox.to, request.query.to)) : undefined;
      const [rows, [total]] = await Promise.all([
        app.deps.db.select().from(outbox).where(where).orderBy(desc(outbox.id)).limit(window.limit).offset(window.offset),
        app.deps.db.select({ n: count() }).from(outbox).where(where),
      ]);
      const results = rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        text: r.text,
        html: r.html,
        status: r.status,
        created_at: r.createdAt.toISOString(),
      }));
      return listResponse(request, window, total?.n ?? 0, results);
    },
  );
}

import { z } from 'zod';
import { listSchema, pageQuerySchema, emailSchema } from '@pubdesk/contract';
import type { App } from '../../lib/fastify-app.js';
import { access, allow } from '../../lib/access-rule.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import { outboxRepo } from './mail.repo.js';

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
  const repo = outboxRepo(app.deps.db);
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
      const { count, rows } = await repo.list(request.query.to, window);
      const results = rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        text: r.text,
        html: r.html,
        status: r.status,
        created_at: r.createdAt.toISOString(),
      }));
      return listResponse(request, window, count, results);
    },
  );
}

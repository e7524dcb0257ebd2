import { z } from 'zod';
import { emailSchema } from './auth.js';
import { pageQuerySchema } from './common.js';

/** A message in the outbox: what the product has mailed. */
export const outboxItemSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.string(),
  created_at: z.string(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export const outboxQuerySchema = pageQuerySchema.extend({ to: emailSchema.optional() });

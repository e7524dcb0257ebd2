import { z } from 'zod';
import { pageQuerySchema } from './common.js';

/** The states of a background job, as the queue keeps them. */
export const jobStates = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof jobStates)[number];

const timestamp = z.string();
/** A background job as `GET /jobs/` lists it: names, states and times, never its payload. */
export const jobSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(jobStates),
  retry_count: z.number().int(),
  retry_limit: z.number().int(),
  singleton_key: z.string().nullable(),
  created_at: timestamp,
  start_after: timestamp,
  started_at: timestamp.nullable(),
  completed_at: timestamp.nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobQuerySchema = pageQuerySchema.extend({
  state: z.enum(jobStates, { message: 'Select a valid choice.' }).optional(),
  name: z.string().max(100).optional(),
});

import { z } from 'zod';
import { queryBoolean } from './common.js';
import { isoDateSchema } from './statistics.js';

/*
 * Shares, supplier shares and fill rates are periods: each holds from `start_date` to `end_date`
 * (both days included, YYYY-MM-DD in the reporting time zone). A null start is "since the
 * beginning" (a key's first period covers every day), a null end "until a later period starts".
 */

/** The two days every period answers. */
export const periodFields = {
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
};

/** A new period's first day: without it the key's first period covers every day, a later one starts today. */
export const periodStartInput = { start_date: isoDateSchema.optional() };

/** Which periods a list answers: those in force today (the default), every one (`history`), or those of one day (`at`). */
export const periodQueryFields = {
  history: queryBoolean.optional(),
  at: isoDateSchema.optional(),
};

/**
 * The recomputation a new period queued because it covers days already counted: its refresh
 * request (`GET /api/operations/requests/{token}/` shows the progress) and the days it rewrites.
 * Null when the period starts after today.
 */
export const recomputationSchema = z.object({ token: z.string(), start_date: z.string(), end_date: z.string() }).nullable();
export type Recomputation = z.infer<typeof recomputationSchema>;

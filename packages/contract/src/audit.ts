import { z } from 'zod';
import { intId, pageQuerySchema } from './common.js';

/** The audit log: one row per successful write, with who did it (and through whose session). */
export const logSchema = z.object({
  id: z.number().int(),
  service: z.string(),
  action: z.string(),
  user: z.number().int().nullable(),
  /** The staff user acting through an impersonated session, if any. */
  impersonator: z.number().int().nullable(),
  created_at: z.string(),
  /** ip, platform, browser, device, and what was done (method, path, status, object id). */
  data: z.record(z.string(), z.unknown()),
});
export type Log = z.infer<typeof logSchema>;
export const logListQuerySchema = pageQuerySchema.extend({ user: intId.optional() });

import { z } from 'zod';
import { intId, percentSchema, websiteFilterQuerySchema } from './common.js';
import { periodFields, periodQueryFields, periodStartInput, recomputationSchema } from './periods.js';

/*
 * A website's fill rate and its platform, PMP and network shares, each set per ad format
 * (`group_id` is the group type). Supplier shares, the waterfall's first stage, are in suppliers.ts.
 */

export const shareTypes = ['platform', 'pmp', 'network'] as const;
export type ShareType = (typeof shareTypes)[number];

export const fillRateSchema = z.object({
  id: z.number().int(),
  website_id: z.number().int(),
  group_id: z.number().int(),
  group_name: z.string(),
  rate: z.string(),
  ...periodFields,
});
export type FillRate = z.infer<typeof fillRateSchema>;
export const fillRateInputSchema = z.object({ website_id: intId, group_id: intId, rate: percentSchema, ...periodStartInput });
export const createdFillRateSchema = fillRateSchema.extend({ recomputation: recomputationSchema });

export const shareSchema = z.object({
  id: z.number().int(),
  website_id: z.number().int(),
  type: z.enum(shareTypes),
  group_id: z.number().int(),
  group_name: z.string(),
  share: z.string(),
  network_id: z.number().int().nullable(),
  ...periodFields,
});
export type Share = z.infer<typeof shareSchema>;
export const shareInputSchema = z.object({
  website_id: intId,
  group_id: intId,
  share: percentSchema,
  network_id: intId.nullable().optional(),
  ...periodStartInput,
});
/** A new share answers the recomputation of the past days it covers. */
export const createdShareSchema = shareSchema.extend({ recomputation: recomputationSchema });
/** A website's shares or fill rates, in force today unless `history` or `at` says otherwise. */
export const periodListQuerySchema = websiteFilterQuerySchema.extend(periodQueryFields);

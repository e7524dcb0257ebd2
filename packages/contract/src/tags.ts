import { z } from 'zod';
import { activeStatusSchema, intId, requiredText, websiteFilterQuerySchema } from './common.js';

/** A website's ad tag: the code placed on its pages. */
export const tagStatuses = ['active', 'pending', 'suspended'] as const;
export const tagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  website_id: z.number().int(),
  status: z.enum(tagStatuses),
  created_at: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

const tagFields = z.object({
  name: requiredText(200),
  code: z.string().max(20000, 'Ensure this field has no more than 20000 characters.').min(1, 'This field may not be blank.'),
  website_id: intId,
  /** Chosen as active or suspended; pending is the platform's and shown only. */
  status: activeStatusSchema,
});
export const tagInputSchema = tagFields.extend({ status: tagFields.shape.status.default('active') });
export const tagPatchSchema = tagFields.partial();
export const tagListQuerySchema = websiteFilterQuerySchema.extend({ status: z.enum(tagStatuses).optional() });

import { z } from 'zod';
import { activeStatusSchema, activeStatuses, idListSchema, intId, requiredText, websiteFilterQuerySchema } from './common.js';

/** A placement group: a website's slots of one ad format (`group_id` is the group type). */
export const placementGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  group_id: z.number().int(),
  group_name: z.string(),
  website_id: z.number().int(),
  status: z.enum(activeStatuses),
  created_at: z.string(),
});
export type PlacementGroup = z.infer<typeof placementGroupSchema>;

const placementGroupFields = z.object({
  name: requiredText(200),
  group_id: intId,
  website_id: intId,
  status: activeStatusSchema,
});
export const placementGroupInputSchema = placementGroupFields.extend({ status: placementGroupFields.shape.status.default('active') });
export const placementGroupPatchSchema = placementGroupFields.partial();

export const placementGroupListQuerySchema = websiteFilterQuerySchema.extend({ ids: idListSchema.optional() });

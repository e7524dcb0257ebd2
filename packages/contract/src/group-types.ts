import { z } from 'zod';
import { activeStatusSchema, activeStatuses, requiredText, slugMessage, slugPattern } from './common.js';

/*
 * Group types are the ad formats (banner, video, ...). `group_id` on placement groups, fill rates,
 * shares and data items is a group type id: a website's fill rate and shares are set per format.
 */

export const groupTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  status: z.enum(activeStatuses),
  system_default: z.boolean(),
});
export type GroupType = z.infer<typeof groupTypeSchema>;

const groupTypeFields = z.object({
  name: requiredText(200),
  code: z.string().trim().max(50).regex(slugPattern, slugMessage),
  status: activeStatusSchema,
  system_default: z.boolean(),
});
export const groupTypeInputSchema = groupTypeFields.extend({
  code: groupTypeFields.shape.code.default(''),
  status: groupTypeFields.shape.status.default('active'),
  system_default: groupTypeFields.shape.system_default.default(false),
});
export const groupTypePatchSchema = groupTypeFields.partial();

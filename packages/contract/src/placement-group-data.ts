import { z } from 'zod';
import { activeStatusSchema, activeStatuses, idListSchema, intId, pageQuerySchema, requiredText } from './common.js';

/*
 * Placement group data (a "data item"): one demand source's line in a placement group, the unit
 * daily statistics are recorded for. `group_id` is a group type (ad format) as everywhere.
 */

export const dataFlags = ['default', 'uncomplete'] as const;
export const dataTypes = ['placement', 'ad_unit', 'domain'] as const;
export const dataTypeLabels: Record<(typeof dataTypes)[number], string> = { placement: 'Placement', ad_unit: 'Ad Unit', domain: 'Domain' };
export const serveWithOptions = ['none', 'advertiser_id'] as const;

export const placementGroupDataSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  group_id: z.number().int(),
  group_name: z.string(),
  flag: z.enum(dataFlags),
  type: z.enum(dataTypes),
  dfp_placement_id: z.string(),
  dfp_adunit_id: z.string(),
  serve_with: z.enum(serveWithOptions),
  supplier_id: z.number().int(),
  supplier_name: z.string(),
  /** Serve metric ids, ascending. */
  metrics: z.array(z.number().int()),
  status: z.enum(activeStatuses),
  placement_group_id: z.number().int(),
  website_id: z.number().int(),
  created_at: z.string(),
});
export type PlacementGroupData = z.infer<typeof placementGroupDataSchema>;

const dfpId = z.string().trim().max(100, 'Ensure this field has no more than 100 characters.');
const dataFields = z.object({
  name: requiredText(200),
  group_id: intId,
  flag: z.enum(dataFlags, { message: 'Select a valid choice.' }),
  type: z.enum(dataTypes, { message: 'Select a valid choice.' }),
  dfp_placement_id: dfpId,
  dfp_adunit_id: dfpId,
  serve_with: z.enum(serveWithOptions, { message: 'Select a valid choice.' }),
  supplier_id: intId,
  metrics: z.array(intId).max(200, 'Ensure this field has no more than 200 elements.'),
  status: activeStatusSchema,
  placement_group_id: intId,
});
export const placementGroupDataInputSchema = dataFields.extend({
  flag: dataFields.shape.flag.default('default'),
  type: dataFields.shape.type.default('placement'),
  dfp_placement_id: dfpId.default(''),
  dfp_adunit_id: dfpId.default(''),
  serve_with: dataFields.shape.serve_with.default('none'),
  metrics: dataFields.shape.metrics.default([]),
  status: dataFields.shape.status.default('active'),
});
export type PlacementGroupDataInput = z.input<typeof placementGroupDataInputSchema>;
export const placementGroupDataPatchSchema = dataFields.partial();

export const placementGroupDataQuerySchema = pageQuerySchema.extend({
  /** Placement group id. */
  pgid: intId.optional(),
  supplier: intId.optional(),
  type: z.enum(dataTypes).optional(),
  website: intId.optional(),
  ids: idListSchema.optional(),
});

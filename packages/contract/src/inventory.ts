import { z } from 'zod';
import { idListSchema, intId, pageQuerySchema } from './common.js';

/*
 * Inventory: websites, group types (ad formats), placement groups, tags, fill rates and shares.
 * `group_id` on placement groups, fill rates and shares is a group type (ad format) id: a
 * website's fill rate and shares are set per format.
 */

const name = z.string().trim().min(1, 'This field may not be blank.').max(200, 'Ensure this field has no more than 200 characters.');

/** A percentage 0-100 with at most two decimals, sent as a number or a decimal string. */
export const percentSchema = z
  .union([z.number(), z.string().trim()])
  .transform((v, ctx) => {
    const text = typeof v === 'number' ? String(v) : v;
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(text) || Number(text) > 100) {
      ctx.addIssue({ code: 'custom', message: 'Enter a percentage from 0 to 100 with at most 2 decimal places.' });
      return z.NEVER;
    }
    return Number(text).toFixed(2);
  });

// Websites -----------------------------------------------------------------------------------
export const websiteStatuses = ['active', 'pending', 'suspended', 'in-active', 'draft'] as const;
export const websiteCategories = [
  'news',
  'sports',
  'entertainment',
  'technology',
  'lifestyle',
  'finance',
  'health',
  'travel',
  'food',
  'gaming',
  'education',
  'automotive',
  'other',
] as const;
export const adTypes = ['display', 'video', 'display_video'] as const;

export const websiteUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((v) => {
    try {
      const url = new URL(v);
      return /^https?:$/.test(url.protocol) && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'Enter a valid URL.');

export const websiteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  category: z.string(),
  status: z.enum(websiteStatuses),
  ad_type: z.string(),
  network: z.number().int().nullable(),
  publisher: z.number().int().nullable(),
  assignment: z.object({ network: z.number().int().nullable(), publisher: z.number().int().nullable() }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Website = z.infer<typeof websiteSchema>;

/*
 * PATCH bodies are the fields without their defaults, all optional: zod's `.partial()` keeps a
 * `.default()`, which would quietly reset every omitted field that has one.
 */
const websiteFields = z.object({
  name,
  url: websiteUrlSchema,
  category: z.enum(websiteCategories, { message: 'Select a valid choice.' }),
  status: z.enum(websiteStatuses, { message: 'Select a valid choice.' }),
  ad_type: z.enum(adTypes, { message: 'Select a valid choice.' }),
  network: intId.nullable().optional(),
  publisher: intId.nullable().optional(),
});
export const websiteInputSchema = websiteFields.extend({
  status: websiteFields.shape.status.default('pending'),
  ad_type: websiteFields.shape.ad_type.default('display'),
});
export type WebsiteInput = z.input<typeof websiteInputSchema>;
export const websitePatchSchema = websiteFields.partial();

export const websiteListQuerySchema = pageQuerySchema.extend({
  ids: idListSchema.optional(),
  status: z.enum(websiteStatuses).optional(),
  network: intId.optional(),
  publisher: intId.optional(),
});

export const websiteStatusSummarySchema = z.object({
  total: z.number(),
  active: z.number(),
  pending: z.number(),
  suspended: z.number(),
  inactive: z.number(),
  draft: z.number(),
  suspended_list: z.array(websiteSchema),
});
export type WebsiteStatusSummary = z.infer<typeof websiteStatusSummarySchema>;

// Group types ---------------------------------------------------------------------------------
export const activeStatuses = ['active', 'suspended'] as const;

export const groupTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  status: z.enum(activeStatuses),
  system_default: z.boolean(),
});
export type GroupType = z.infer<typeof groupTypeSchema>;

const groupTypeFields = z.object({
  name,
  code: z
    .string()
    .trim()
    .max(50)
    .regex(/^[a-z0-9_-]*$/, 'Use lower-case letters, digits, - and _ only.'),
  status: z.enum(activeStatuses, { message: 'Select a valid choice.' }),
  system_default: z.boolean(),
});
export const groupTypeInputSchema = groupTypeFields.extend({
  code: groupTypeFields.shape.code.default(''),
  status: groupTypeFields.shape.status.default('active'),
  system_default: groupTypeFields.shape.system_default.default(false),
});
export const groupTypePatchSchema = groupTypeFields.partial();

// Placement groups ----------------------------------------------------------------------------
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
  name,
  group_id: intId,
  website_id: intId,
  status: z.enum(activeStatuses, { message: 'Select a valid choice.' }),
});
export const placementGroupInputSchema = placementGroupFields.extend({ status: placementGroupFields.shape.status.default('active') });
export const placementGroupPatchSchema = placementGroupFields.partial();

export const websiteFilterQuerySchema = pageQuerySchema.extend({ website: intId.optional() });
export const placementGroupListQuerySchema = websiteFilterQuerySchema.extend({ ids: idListSchema.optional() });

// Tags ----------------------------------------------------------------------------------------
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
  name,
  code: z.string().max(20000, 'Ensure this field has no more than 20000 characters.').min(1, 'This field may not be blank.'),
  website_id: intId,
  /** Chosen as active or suspended; pending is the platform's and shown only (spec section 5). */
  status: z.enum(activeStatuses, { message: 'Select a valid choice.' }),
});
export const tagInputSchema = tagFields.extend({ status: tagFields.shape.status.default('active') });
export const tagPatchSchema = tagFields.partial();
export const tagListQuerySchema = websiteFilterQuerySchema.extend({ status: z.enum(tagStatuses).optional() });

// Fill rates and shares -----------------------------------------------------------------------
export const shareTypes = ['platform', 'pmp', 'network'] as const;
export type ShareType = (typeof shareTypes)[number];

export const fillRateSchema = z.object({
  id: z.number().int(),
  website_id: z.number().int(),
  group_id: z.number().int(),
  group_name: z.string(),
  rate: z.string(),
});
export type FillRate = z.infer<typeof fillRateSchema>;
export const fillRateInputSchema = z.object({ website_id: intId, group_id: intId, rate: percentSchema });

export const shareSchema = z.object({
  id: z.number().int(),
  website_id: z.number().int(),
  type: z.enum(shareTypes),
  group_id: z.number().int(),
  group_name: z.string(),
  share: z.string(),
  network_id: z.number().int().nullable(),
});
export type Share = z.infer<typeof shareSchema>;
export const shareInputSchema = z.object({
  website_id: intId,
  group_id: intId,
  share: percentSchema,
  network_id: intId.nullable().optional(),
});

// The website wizard ---------------------------------------------------------------------------
const wizardGroupRow = z.object({ group_id: intId });
export const websiteStagesSchema = z.object({
  website: websiteInputSchema,
  placements: z.array(placementGroupInputSchema.omit({ website_id: true })).max(100).default([]),
  fill_rates: z.array(wizardGroupRow.extend({ rate: percentSchema })).max(100).default([]),
  shares: z
    .object({
      platform: z.array(wizardGroupRow.extend({ share: percentSchema })).max(100).default([]),
      pmp: z.array(wizardGroupRow.extend({ share: percentSchema })).max(100).default([]),
      network: z.array(wizardGroupRow.extend({ share: percentSchema, network_id: intId.nullable().optional() })).max(100).default([]),
    })
    .default({ platform: [], pmp: [], network: [] }),
  /** Players to create for the website (their settings are edited on the Players screen). */
  players: z.array(z.object({ name })).max(20).default([]),
});
export type WebsiteStages = z.input<typeof websiteStagesSchema>;

export const websiteStagesResponseSchema = z.object({
  id: z.number().int(),
  website: websiteSchema,
  placements: z.array(placementGroupSchema),
  fill_rates: z.array(fillRateSchema),
  shares: z.array(shareSchema),
  players: z.array(z.object({ id: z.number().int(), name: z.string(), website_id: z.number().int(), status: z.string() })),
});
export type WebsiteStagesResponse = z.infer<typeof websiteStagesResponseSchema>;

import { z } from 'zod';
import { idListSchema, intId, pageQuerySchema, percentSchema, requiredText } from './common.js';
import { fillRateSchema, shareSchema } from './shares.js';
import { placementGroupInputSchema, placementGroupSchema } from './placement-groups.js';

/*
 * Websites, their status summary and the wizard that creates a website with its placement
 * groups, fill rates, shares and players in one request.
 */

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
  name: requiredText(200),
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

// The website wizard ---------------------------------------------------------------------------
const wizardGroupRow = z.object({ group_id: intId });
export const websiteStagesSchema = z.object({
  website: websiteInputSchema,
  placements: z
    .array(placementGroupInputSchema.omit({ website_id: true }))
    .max(100)
    .default([]),
  fill_rates: z
    .array(wizardGroupRow.extend({ rate: percentSchema }))
    .max(100)
    .default([]),
  shares: z
    .object({
      platform: z
        .array(wizardGroupRow.extend({ share: percentSchema }))
        .max(100)
        .default([]),
      pmp: z
        .array(wizardGroupRow.extend({ share: percentSchema }))
        .max(100)
        .default([]),
      network: z
        .array(wizardGroupRow.extend({ share: percentSchema, network_id: intId.nullable().optional() }))
        .max(100)
        .default([]),
    })
    .default({ platform: [], pmp: [], network: [] }),
  /** Players to create for the website (their settings are edited on the Players screen). */
  players: z
    .array(z.object({ name: requiredText(200) }))
    .max(20)
    .default([]),
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

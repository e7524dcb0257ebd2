import { z } from 'zod';
import { intId, pageQuerySchema, queryBoolean } from './common.js';

/** `GET /websites/:id/ads_txt/`: the file (`txt`, the default) or its lines as JSON (`json`). */
export const websiteAdsTxtQuerySchema = z.object({
  format: z.enum(['txt', 'json'], { message: 'Select a valid choice.' }).optional(),
});

/**
 * How the last check of a website's own ads.txt went: `found` (the file answered; `missing` of
 * its `expected` lines were not in it), `absent` (the site answered 404 or another refusal: every
 * line is missing) or `failed` (the site could not be read: `reason` says why, and `missing` is
 * unknown).
 */
export const adsTxtOutcomes = ['found', 'absent', 'failed'] as const;
export type AdsTxtOutcome = (typeof adsTxtOutcomes)[number];

/**
 * Why a check could not read the file. `private_address`: the website's address leads to a
 * private, loopback or link-local address, which the server never fetches (SSRF guard);
 * `redirect`: a redirect left the website's own domain, or there were too many.
 */
export const adsTxtFailures = ['bad_url', 'private_address', 'unreachable', 'timeout', 'too_large', 'redirect', 'http_error'] as const;
export type AdsTxtFailure = (typeof adsTxtFailures)[number];

export const adsTxtCheckSchema = z.object({
  checked_at: z.string(),
  /** The address fetched: the website's origin with /ads.txt. */
  url: z.string(),
  outcome: z.enum(adsTxtOutcomes),
  reason: z.enum(adsTxtFailures).nullable(),
  /** The site's HTTP status, when it answered. */
  http_status: z.number().int().nullable(),
  /** The lines the website needs, as they were at the check. */
  expected: z.number().int(),
  /** How many of them the file lacked; null when the file could not be read. */
  missing: z.number().int().nullable(),
});
export type AdsTxtCheck = z.infer<typeof adsTxtCheckSchema>;

/**
 * The ads.txt lines a website hosts: those of every active demand source with a data item on its
 * placement groups, by source name, then source, then line. `supplier` is the source's name;
 * `present` whether the last check found the line in the website's own file (null before any
 * check, or when that check could not read the file). `check`: the last check, or null.
 */
export const websiteAdsTxtSchema = z.object({
  lines: z.array(z.object({ supplier: z.string(), text: z.string(), present: z.boolean().nullable() })),
  check: adsTxtCheckSchema.nullable(),
});
export type WebsiteAdsTxt = z.infer<typeof websiteAdsTxtSchema>;

/** `GET /websites/ads_txt/`: the last checks of the caller's websites; `missing=true` keeps those that lack lines. */
export const adsTxtCheckListQuerySchema = pageQuerySchema.extend({
  missing: queryBoolean.optional(),
  website: intId.optional(),
});

export const adsTxtCheckRowSchema = adsTxtCheckSchema.extend({ website: z.number().int(), website_name: z.string() });
export type AdsTxtCheckRow = z.infer<typeof adsTxtCheckRowSchema>;

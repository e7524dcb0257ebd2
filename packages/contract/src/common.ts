import { z } from 'zod';

import { roles } from './roles.js';

export const roleSchema = z.enum(roles);

/** The largest PostgreSQL `integer` (int4): the type of every id and foreign key column. */
export const int4Max = 2_147_483_647;

const notAnInteger = 'A valid integer is required.';
/**
 * An id or foreign key, sent as a JSON number or in a path or query string: a positive whole
 * number that fits the int4 columns, so that 2147483648 is a field error and not a failed query.
 */
export const intId = z.coerce
  .number({ message: notAnInteger })
  .int(notAnInteger)
  .positive(notAnInteger)
  .max(int4Max, `Ensure this value is less than or equal to ${int4Max}.`);

/** Query parameters every list accepts: DRF limit/offset or 1-based page (bounded like the ids). */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(10000).optional(),
  offset: z.coerce.number().int().min(0).max(int4Max).optional(),
  page: z.coerce.number().int().min(1).max(int4Max).optional(),
  search: z.string().trim().max(200).optional(),
  ordering: z.string().max(100).optional(),
  o: z.string().max(100).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A flag in a query string (`?complete=true`): true/false as DRF reads booleans. */
export const queryBoolean = z
  .enum(['true', 'false', 'True', 'False', '1', '0'])
  .transform((v) => v === 'true' || v === 'True' || v === '1');

/** DRF's list envelope. */
export const listSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
export interface List<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** 401/403/404/429 bodies. */
export const detailSchema = z.object({ detail: z.string() });
export type Detail = z.infer<typeof detailSchema>;

/** 400 bodies: field name to messages, plus non_field_errors. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

const notAnIdList = 'Enter a comma-separated list of ids.';
/** Comma-joined ids in a query string: `ids=1,2,3`, each in the int4 range. */
export const idListSchema = z
  .string()
  .regex(/^\d+(,\d+)*$/, notAnIdList)
  .transform((s) => s.split(',').map(Number))
  .refine((ids) => ids.every((id) => id <= int4Max), notAnIdList);

export const idParamSchema = z.object({ id: intId });

/** OPTIONS answer for a collection with choice fields. */
export interface Choice {
  value: string;
  display_name: string;
}
export interface OptionsResponse {
  name: string;
  actions: { POST: Record<string, { type: 'choice'; required: boolean; choices: Choice[] }> };
}

/** Optional text that the form sends as '' when left empty. */
export const optionalText = (max: number) => z.string().trim().max(max).default('');

/** A required single-line text (a name, a code): trimmed, not blank, at most `max` characters. */
export const requiredText = (max: number) =>
  z.string().trim().min(1, 'This field may not be blank.').max(max, `Ensure this field has no more than ${max} characters.`);

/** What a code or shortname may contain: it appears in paths, file names and reports. */
export const slugPattern = /^[a-z0-9_-]*$/;
export const slugMessage = 'Use lower-case letters, digits, - and _ only.';
/** A required code of at most 50 characters (external APIs, serve metrics, permission groups). */
export const shortnameSchema = requiredText(50).regex(slugPattern, slugMessage);

/** The sort order of a list of settings records, lowest first. */
export const prioritySchema = z.coerce
  .number({ message: notAnInteger })
  .int(notAnInteger)
  .min(0, 'Ensure this value is greater than or equal to 0.')
  .max(10000, 'Ensure this value is less than or equal to 10000.');

/** A percentage 0-100 with at most two decimals, sent as a number or a decimal string (fill rates, shares). */
export const percentSchema = z.union([z.number(), z.string().trim()]).transform((v, ctx) => {
  const text = typeof v === 'number' ? String(v) : v;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text) || Number(text) > 100) {
    ctx.addIssue({ code: 'custom', message: 'Enter a percentage from 0 to 100 with at most 2 decimal places.' });
    return z.NEVER;
  }
  return Number(text).toFixed(2);
});

/** The two statuses a form may choose for most records. */
export const activeStatuses = ['active', 'suspended'] as const;
/** As a form field: Active / Suspended. */
export const activeStatusSchema = z.enum(activeStatuses, { message: 'Select a valid choice.' });
/** Records whose status the console sets with an Active / Suspended radio; pending is shown only. */
export const settingStatuses = ['active', 'pending', 'suspended'] as const;

/** A list of a website's records: `?website=` narrows it to one website. */
export const websiteFilterQuerySchema = pageQuerySchema.extend({ website: intId.optional() });

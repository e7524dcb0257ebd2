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

import { z } from 'zod';

import { roles } from './roles.js';

export const roleSchema = z.enum(roles);

/** Query parameters every list accepts: DRF limit/offset or 1-based page. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(10000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  page: z.coerce.number().int().min(1).optional(),
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

/** Comma-joined ids in a query string: `ids=1,2,3`. */
export const idListSchema = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'Enter a comma-separated list of ids.')
  .transform((s) => s.split(',').map(Number));

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });

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

import { format, messages } from '@pubdesk/contract';
import type { z } from 'zod';
import { badRequest, fieldError, isUniqueViolation } from './http-errors.js';

/** DRF's text for a foreign key that names no row: `Invalid pk "7" - object does not exist.` */
export const invalidPk = (id: number | string): string => format(messages.api.invalidPk, { id });

/** A 400 for a field whose id names no row (or none the caller may see). */
export const missingId = (field: string, id: number | string) => fieldError(field, invalidPk(id));

/**
 * Turns a unique violation of one of the named constraints into its field error; anything else
 * is rethrown as it was. Use as `.catch(uniqueFields({ group_types_name_key: ['name', text] }))`.
 */
export const uniqueFields =
  (constraints: Record<string, readonly [field: string, message: string]>) =>
  (error: unknown): never => {
    for (const [constraint, [field, message]] of Object.entries(constraints)) {
      if (isUniqueViolation(error, constraint)) throw fieldError(field, message);
    }
    throw error;
  };

/** A delete refused because other records still use the row. */
export const stillInUse = (message: string) => badRequest({ non_field_errors: [message] });

/**
 * Parses values that did not come through a route's schema (a multipart form's text fields, a
 * resumable upload's metadata): the schema's issues become the usual 400 field errors.
 */
export function parseFields<S extends z.ZodType>(schema: S, values: unknown): z.output<S> {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'non_field_errors';
    const missing = issue.path.length > 0 && (values as Record<string, unknown> | null)?.[String(issue.path[0])] === undefined;
    (errors[field] ??= []).push(missing ? 'This field is required.' : issue.message);
  }
  throw badRequest(errors);
}

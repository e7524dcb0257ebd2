/**
 * Drizzle's `update().set()` already skips keys whose value is undefined (a PATCH's omitted
 * fields) but throws when nothing is left. Callers build the set from the body as it is and
 * ask this first, so an empty PATCH changes nothing instead of failing.
 */
export const hasValues = (values: Record<string, unknown>): boolean => Object.values(values).some((v) => v !== undefined);

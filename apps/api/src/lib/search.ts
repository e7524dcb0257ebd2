import { ilike, like, or, type SQL, type AnyColumn } from 'drizzle-orm';

/** `%term%` with LIKE's wildcards in the user's text escaped, so "50%" finds "50%". */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The DRF `search` filter: case-insensitive substring match on any of the columns. */
export function searchAny(term: string, columns: AnyColumn[]): SQL {
  const pattern = containsPattern(term);
  return or(...columns.map((c) => ilike(c, pattern)))!;
}

/** Substring match on a column that already holds lower-cased text (see websites.search). */
export function searchLowered(term: string, column: AnyColumn): SQL {
  return like(column, containsPattern(term.toLowerCase()));
}

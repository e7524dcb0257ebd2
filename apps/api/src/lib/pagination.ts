import type { FastifyRequest } from 'fastify';
import type { List, PageQuery } from '@pubdesk/contract';

export interface PageWindow {
  limit: number;
  offset: number;
}

/** DRF semantics: `page` (1-based) wins over `offset`; the limit defaults per endpoint. */
export function pageWindow(query: PageQuery, defaultLimit = 50): PageWindow {
  const limit = query.limit ?? defaultLimit;
  const offset = query.page ? (query.page - 1) * limit : (query.offset ?? 0);
  return { limit, offset };
}

/** Builds `{count, next, previous, results}` with absolute next/previous links like DRF's. */
export function listResponse<T>(request: FastifyRequest, window: PageWindow, count: number, results: T[]): List<T> {
  const link = (offset: number) => {
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    url.searchParams.delete('page');
    url.searchParams.set('limit', String(window.limit));
    if (offset > 0) url.searchParams.set('offset', String(offset));
    else url.searchParams.delete('offset');
    return url.toString();
  };
  const nextOffset = window.offset + window.limit;
  return {
    count,
    next: nextOffset < count ? link(nextOffset) : null,
    previous: window.offset > 0 ? link(Math.max(0, window.offset - window.limit)) : null,
    results,
  };
}

/** Parses `ordering`/`o` against an allow-list: `-created_at` → {column, desc}. */
export function parseOrdering<K extends string>(
  query: Pick<PageQuery, 'ordering' | 'o'>,
  allowed: readonly K[],
  fallback: NoInfer<`${'' | '-'}${K}`>,
): { field: K; desc: boolean } {
  const requested = query.ordering ?? query.o ?? fallback;
  const desc = requested.startsWith('-');
  const field = (desc ? requested.slice(1) : requested) as K;
  if (allowed.includes(field)) return { field, desc };
  const fb = fallback.startsWith('-') ? fallback.slice(1) : fallback;
  return { field: fb as K, desc: fallback.startsWith('-') };
}

import type { FastifyRequest } from 'fastify';
import type { List, PageQuery } from '@pubdesk/contract';
import { mainOrigin } from './main-origin.js';

export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * An endpoint's page size: the limit when none is asked for, and the most a page carries. Lists
 * whose rows carry large text (a tag's code, a style's CSS: 20,000 characters, up to six bytes
 * each in JSON) take a smaller most than the 10,000 every list accepts, as DRF's `max_limit` does.
 */
export interface PageSize {
  default: number;
  max?: number;
}

/**
 * DRF semantics: `page` (1-based) wins over `offset`; the limit defaults per endpoint, and a
 * larger one than the endpoint's most is cut to it (the `next` link carries the limit used).
 */
export function pageWindow(query: PageQuery, size: number | PageSize = 50): PageWindow {
  const { default: fallback, max } = typeof size === 'number' ? { default: size, max: undefined } : size;
  const limit = Math.min(query.limit ?? fallback, max ?? Number.POSITIVE_INFINITY);
  const offset = query.page ? (query.page - 1) * limit : (query.offset ?? 0);
  return { limit, offset };
}

/**
 * Builds `{count, next, previous, results}` with absolute next/previous links like DRF's. They
 * are on the configured main origin, not the request's Host (which the client chooses): the
 * same API answers there, and the console itself pages by number, not by these links.
 */
export function listResponse<T>(request: FastifyRequest, window: PageWindow, count: number, results: T[]): List<T> {
  const origin = mainOrigin(request.server.deps.config);
  const link = (offset: number) => {
    // Only the request's path and query are copied onto the origin: parsed against it, a path
    // such as "//host/x" would name another authority.
    const given = new URL(request.url, 'http://request.invalid');
    const url = new URL(origin);
    url.pathname = given.pathname;
    url.search = given.search;
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

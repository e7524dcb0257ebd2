import { matchRoutes, type RouteObject } from 'react-router';
import { t } from '@pubdesk/ui/i18n';
import { parseId } from '../../components/parse-id';
import type { RouteRecord } from '../../lib/feature';
import { capitalizeUnderscored } from '@pubdesk/ui/format';
import { routes as consoleRoutes, type RouteHandle } from '../routes';

export interface Crumb {
  label: string;
  /** Where the crumb links; null for a path that opens no screen of its own. */
  to: string | null;
  /** The record the crumb's id names: the breadcrumb reads its name there (the label is the id meanwhile). */
  record?: CrumbRecord;
}

/** Where a crumb's record is read, and the field that names it. */
export interface CrumbRecord {
  /** The GET path, filled in: '/api/websites/3/'. */
  path: string;
  field: string;
}

/**
 * The trail to `pathname`, read from the routes the features declare: Home, then one crumb per
 * path segment. A segment that ends a route's path is named by that route (its declared label, or
 * the id it holds, else the path's own words) and links to it, keeping the query the route cannot
 * do without (?website=, ?placement_group=). A segment that opens no screen of its own (/shares,
 * /statistics/user, a report without its id) is text, not a link to the not-found or an empty
 * page. '/tags/3?website=1' -> Home / Tags (/tags?website=1) / 3, the last crumb carrying the
 * tag's record (GET /api/tags/3/) for the breadcrumb to show its name.
 */
export function breadcrumbs(pathname: string, search = '', routes: RouteObject[] = consoleRoutes): Crumb[] {
  const current = new URLSearchParams(search);
  const crumbs: Crumb[] = [{ label: t('nav.home'), to: '/' }];
  const segments = pathname.split('/').filter(Boolean);
  let path = '';
  for (const [index, segment] of segments.entries()) {
    path += `/${segment}`;
    const words = capitalizeUnderscored(safeDecode(segment));
    const match = matchRoutes(routes, path)?.at(-1);
    const route = (match?.route.handle as RouteHandle | undefined)?.route;
    if (!match || !route) {
      crumbs.push({ label: words, to: null });
      continue;
    }
    const param = paramAt(route.path, index);
    const label = param ? safeDecode(segment) : route.crumb ? t(route.crumb) : words;
    const bare = route.needsId === true && !match.params.id;
    const record = param === 'id' ? recordOf(route.record, segment, current) : undefined;
    crumbs.push({ label, to: bare ? null : withQuery(path, route.query ?? [], current), ...(record && { record }) });
  }
  return crumbs;
}

/** The name of the parameter at `index` of a route's pattern ('id' of 'tags/:id?' at 1), or null for a fixed word. */
function paramAt(pattern: string, index: number): string | null {
  // The routes are flat ('statistics/data/:id?'): the pattern's segment at this index is the path's.
  const part = pattern.split('/')[index];
  return part?.startsWith(':') ? part.slice(1).replace(/\?$/, '') : null;
}

/** Where the record named by the id `segment` is read; none for an id that is no id ('abc') or a route naming no record. */
function recordOf(record: RouteRecord | undefined, segment: string, current: URLSearchParams): CrumbRecord | undefined {
  const id = parseId(segment);
  if (!record || id === null) return undefined;
  const path = fillRecordPath(record.path, String(id), current);
  return path === null ? undefined : { path, field: record.field ?? 'name' };
}

/** The record's path with `{id}` and its query parameters filled in; null when the address lacks one. */
function fillRecordPath(path: string, id: string, current: URLSearchParams): string | null {
  let complete = true;
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = name === 'id' ? id : current.get(name);
    if (!value) complete = false;
    return encodeURIComponent(value ?? '');
  });
  return complete ? filled : null;
}

/** The name a record's `field` holds, or null when it holds none (the crumb then keeps the id). */
export function recordName(body: unknown, field: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** `path` with the named parameters of the current query that it needs. */
function withQuery(path: string, names: readonly string[], current: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = current.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

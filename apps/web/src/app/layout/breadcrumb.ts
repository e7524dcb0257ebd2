import { matchRoutes, type RouteObject } from 'react-router';
import { t } from '@pubdesk/ui/i18n';
import { capitalizeUnderscored } from '../../lib/format';
import { routes as consoleRoutes, type RouteHandle } from '../routes';

export interface Crumb {
  label: string;
  /** Where the crumb links; null for a path that opens no screen of its own. */
  to: string | null;
}

/**
 * The trail to `pathname`, read from the routes the features declare: Home, then one crumb per
 * path segment. A segment that ends a route's path is named by that route (its declared label, or
 * the id it holds, else the path's own words) and links to it, keeping the query the route cannot
 * do without (?website=, ?placement_group=). A segment that opens no screen of its own (/shares,
 * /statistics/user, a report without its id) is text, not a link to the not-found or an empty
 * page. '/tags/3?website=1' -> Home / Tags (/tags?website=1) / 3.
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
    // The routes are flat ('statistics/data/:id?'): the pattern's segment at this index is this one.
    const holdsParam = route.path.split('/')[index]?.startsWith(':') ?? false;
    const label = holdsParam ? safeDecode(segment) : route.crumb ? t(route.crumb) : words;
    const bare = route.needsId === true && !match.params.id;
    crumbs.push({ label, to: bare ? null : withQuery(path, route.query ?? [], current) });
  }
  return crumbs;
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

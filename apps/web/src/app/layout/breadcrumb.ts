import { capitalizeUnderscored } from '../../lib/format';
import { t, type MessageKey } from '../../lib/i18n';
import { navLabelFor } from '../navigation';

export interface Crumb {
  label: string;
  /** Where the crumb links; null for a path that is no page of its own. */
  to: string | null;
}

/**
 * Path prefixes with no page of their own: their screens need more than the path (/shares/{type}
 * needs its website), so the crumb is text, not a link to the not-found page. /credentials and
 * /settings are section pages.
 */
const pageless = new Set(['/shares']);

/** Screens outside the sidebar whose name is not their path's word: the spec labels /videos Content. */
const labelled: Record<string, MessageKey> = { '/videos': 'videos.title' };

/** '/whitelabel/3' -> Home / Whitelabel / 3: one crumb per path segment, named from the sidebar when it can. */
export function breadcrumbs(pathname: string): Crumb[] {
  const crumbs: Crumb[] = [{ label: t('nav.home'), to: '/' }];
  const segments = pathname.split('/').filter(Boolean);
  let path = '';
  for (const segment of segments) {
    path += `/${segment}`;
    const key = labelled[path.toLowerCase()] ?? navLabelFor(path);
    const decoded = safeDecode(segment);
    crumbs.push({ label: key ? t(key) : capitalizeUnderscored(decoded), to: pageless.has(path.toLowerCase()) ? null : path });
  }
  return crumbs;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

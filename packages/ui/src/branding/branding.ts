import { publicMessages, type Branding } from '@pubdesk/contract';

/** What the console shows when the domain check fails: the main label's own brand. */
export const defaultBranding: Branding = {
  whitelisted: false,
  main: true,
  company_name: publicMessages.app.defaultCompany,
  logo: '/brand/logo.svg',
  logo_dark: '/brand/logo-dark.svg',
  favicon: '/brand/favicon.svg',
  terms_link: '',
  privacy_link: '',
  allow_signup: false,
  // Unknown until the server answers: a printout then names no zone rather than a wrong one.
  report_time_zone: '',
};

/** Fills the images and name an entry leaves empty; a missing dark logo falls back to the light one. */
export function resolveBranding(answer: Branding): Branding {
  const logo = answer.logo || defaultBranding.logo;
  return {
    ...answer,
    company_name: answer.company_name || defaultBranding.company_name,
    logo,
    logo_dark: answer.logo_dark || (answer.logo ? answer.logo : defaultBranding.logo_dark),
    favicon: answer.favicon || defaultBranding.favicon,
  };
}

const storageKey = 'pubdesk.whitelist';

/** Shape check of a cached answer (written by this console, read back after a reload). */
function isBranding(value: unknown): value is Branding {
  if (!value || typeof value !== 'object') return false;
  const branding = value as Record<string, unknown>;
  return (
    typeof branding.company_name === 'string' &&
    typeof branding.allow_signup === 'boolean' &&
    typeof branding.whitelisted === 'boolean' &&
    typeof branding.main === 'boolean'
  );
}

/** The last answer for this origin, so a reload does not flash the default brand. */
export function readCachedBranding(origin: string): Branding | undefined {
  try {
    const raw = localStorage.getItem(storageKey);
    if (!raw) return undefined;
    const cached = JSON.parse(raw) as { origin?: unknown; branding?: unknown };
    if (cached.origin !== origin) return undefined;
    return isBranding(cached.branding) ? cached.branding : undefined;
  } catch {
    return undefined;
  }
}

export function writeCachedBranding(origin: string, branding: Branding): void {
  localStorage.setItem(storageKey, JSON.stringify({ origin, branding }));
}

import { useEffect, useMemo, type ReactNode } from 'react';
import { useBrandingCheck } from './branding.api';
import { defaultBranding, resolveBranding } from './branding';
import { BrandingContext, type BrandingState } from './branding-context';

function setFavicon(href: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  if (link.getAttribute('href') !== href) {
    link.removeAttribute('type');
    link.href = href;
  }
}

/** Asks the server whether this origin is a white label and applies its brand to the page. */
export function BrandingProvider({ children }: { children: ReactNode }) {
  const check = useBrandingCheck(window.location.origin);
  const failed = check.isError && !check.data;
  const loading = check.isPending;

  const value = useMemo<BrandingState>(
    () => ({ branding: check.data ? resolveBranding(check.data) : defaultBranding, failed, loading }),
    [check.data, failed, loading],
  );

  useEffect(() => {
    document.title = value.branding.company_name;
    setFavicon(value.branding.favicon ?? '/brand/favicon.svg');
  }, [value.branding.company_name, value.branding.favicon]);

  return <BrandingContext.Provider value={value}>{children}</BrandingContext.Provider>;
}

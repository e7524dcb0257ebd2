/** The label's brand: the white-label check of this origin, its logo, name, links and sign-up switch. */
export { BrandingProvider } from './BrandingProvider';
export { BrandingContext, useBranding, type BrandingState } from './branding-context';
export { brandingCheckQuery, brandingKeys, useBrandingCheck } from './branding.api';
export { defaultBranding, readCachedBranding, resolveBranding, writeCachedBranding } from './branding';
export { BrandLogo } from './BrandLogo';
export { useProductName } from './product-name';

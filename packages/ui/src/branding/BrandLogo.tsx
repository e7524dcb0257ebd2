import { Image, useComputedColorScheme } from '@mantine/core';
import { useBranding } from './branding-context';

/** The label's logo, the dark variant in the dark color scheme. */
export function BrandLogo({ height = 36 }: { height?: number }) {
  const { branding } = useBranding();
  const scheme = useComputedColorScheme('light');
  const src = scheme === 'dark' ? branding.logo_dark : branding.logo;
  return <Image src={src} alt={branding.company_name} h={height} w="auto" fit="contain" />;
}

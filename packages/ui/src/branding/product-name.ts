import { publicMessages } from '@pubdesk/contract';
import { useBranding } from './branding-context';

/**
 * The platform's own brand, the spec's {product} ("Pubdesk Shares"). On the main label the
 * server answers with its configured PRODUCT_NAME; a white label's company name is the
 * network's brand, not the platform's, so there the catalogue's product name is shown.
 */
export function useProductName(): string {
  const { branding } = useBranding();
  return branding.main ? branding.company_name : publicMessages.app.defaultCompany;
}

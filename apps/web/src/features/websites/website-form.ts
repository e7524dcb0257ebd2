import type { BodyIn, Website, websiteEndpoints } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';

export type WebsiteStatus = Website['status'];

/** 'in-active' -> 'In-active': the radio and badge names of the five statuses. */
export function websiteStatusLabel(status: WebsiteStatus): string {
  return t(`websites.statusLabels.${status}`);
}

/** The body of a website write. Category and ad type are the server's choices (OPTIONS), so plain text here. */
export type WebsitePayload = Omit<BodyIn<typeof websiteEndpoints.create>, 'category' | 'ad_type'> & { category: string; ad_type: string };

/** The form's values: selects hold text ('' for none). */
export interface WebsiteFormValues {
  name: string;
  url: string;
  category: string;
  status: WebsiteStatus;
  ad_type: string;
  network: string;
  publisher: string;
}

export const emptyWebsiteForm: WebsiteFormValues = {
  name: '',
  url: '',
  category: '',
  status: 'pending',
  ad_type: 'display',
  network: '',
  publisher: '',
};

export function formFromWebsite(website: Website): WebsiteFormValues {
  return {
    name: website.name,
    url: website.url,
    category: website.category,
    status: website.status,
    ad_type: website.ad_type,
    network: website.network === null ? '' : String(website.network),
    publisher: website.publisher === null ? '' : String(website.publisher),
  };
}

export function websitePayload(values: WebsiteFormValues): WebsitePayload {
  return {
    name: values.name.trim(),
    url: values.url.trim(),
    category: values.category,
    status: values.status,
    ad_type: values.ad_type,
    network: values.network ? Number(values.network) : null,
    publisher: values.publisher ? Number(values.publisher) : null,
  };
}

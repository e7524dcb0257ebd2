import type { Whitelabel, WhitelabelCreate } from '@pubdesk/contract';

export type WhitelabelStatus = Whitelabel['status'];

/** The editor's values: the network is the Select's string value ('' for none). */
export interface WhitelabelFormValues {
  domain: string;
  network: string;
  status: WhitelabelStatus;
  company_name: string;
  terms_link: string;
  privacy_link: string;
  allow_signup: boolean;
}

export const emptyWhitelabelForm: WhitelabelFormValues = {
  domain: '',
  network: '',
  status: 'pending',
  company_name: '',
  terms_link: '',
  privacy_link: '',
  allow_signup: false,
};

export function formFromEntry(entry: Whitelabel): WhitelabelFormValues {
  return {
    domain: entry.domain,
    network: entry.network === null ? '' : String(entry.network),
    status: entry.status,
    company_name: entry.company_name,
    terms_link: entry.terms_link,
    privacy_link: entry.privacy_link,
    allow_signup: entry.allow_signup,
  };
}

/** The JSON body of a create or update. */
export function payloadFromForm(values: WhitelabelFormValues): WhitelabelCreate {
  return {
    domain: values.domain.trim(),
    network: values.network ? Number(values.network) : null,
    status: values.status,
    company_name: values.company_name.trim(),
    terms_link: values.terms_link.trim(),
    privacy_link: values.privacy_link.trim(),
    allow_signup: values.allow_signup,
  };
}

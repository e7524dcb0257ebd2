import { activeStatuses, apiTypeNames, type ExternalApi, type Supplier, type SupplierInput } from '@pubdesk/contract';

type ActiveStatus = (typeof activeStatuses)[number];

/** The form's values: selects and the time picker hold text ('' for none). */
export interface SupplierFormValues {
  name: string;
  advertiser_id: string;
  currency: Supplier['currency'];
  type: Supplier['type'];
  /** A pending supplier shows no radio ticked until one is chosen. */
  status: Supplier['status'];
  /** 'HH:MM' or ''. */
  schedule: string;
  /** The external API id as text, '' for none. */
  api_id: string;
}

export const emptySupplierForm: SupplierFormValues = {
  name: '',
  advertiser_id: '',
  currency: 'USD',
  type: 'manual',
  status: 'active',
  schedule: '',
  api_id: '',
};

export function formFromSupplier(supplier: Supplier): SupplierFormValues {
  return {
    name: supplier.name,
    advertiser_id: supplier.advertiser_id,
    currency: supplier.currency,
    type: supplier.type,
    status: supplier.status,
    schedule: supplier.schedule ? supplier.schedule.slice(0, 5) : '',
    api_id: supplier.api_id === null ? '' : String(supplier.api_id),
  };
}

const isActiveStatus = (status: string): status is ActiveStatus => (activeStatuses as readonly string[]).includes(status);

/**
 * The body of a create or update. An empty time or API is sent as null. A pending status is
 * display only (the radios offer Active and Suspended): it is left out so the server keeps it.
 */
export function payloadFromForm(values: SupplierFormValues): SupplierInput {
  const schedule = values.schedule.trim();
  return {
    name: values.name.trim(),
    advertiser_id: values.advertiser_id.trim(),
    currency: values.currency,
    type: values.type,
    ...(isActiveStatus(values.status) ? { status: values.status } : {}),
    schedule: schedule ? schedule.slice(0, 5) : null,
    api_id: values.api_id ? Number(values.api_id) : null,
  };
}

/** 'name - account email', or the name alone when the account is not known. */
export function apiOptionLabel(api: Pick<ExternalApi, 'name' | 'accountEmail'>): string {
  const email = api.accountEmail.trim();
  return email ? `${api.name} - ${email}` : api.name;
}

export interface ApiOptionGroup {
  group: string;
  items: Array<{ value: string; label: string }>;
}

/** External APIs grouped by API type: the known types in their usual order, then any other, each by name. */
export function groupApiOptions(apis: readonly ExternalApi[]): ApiOptionGroup[] {
  const byType = new Map<string, ExternalApi[]>();
  for (const api of apis) byType.set(api.type, [...(byType.get(api.type) ?? []), api]);
  const known: readonly string[] = apiTypeNames;
  const types = [...byType.keys()].sort((a, b) => {
    const rank = (type: string) => (known.includes(type) ? known.indexOf(type) : known.length);
    return rank(a) - rank(b) || a.localeCompare(b);
  });
  return types.map((type) => ({
    group: type,
    items: (byType.get(type) ?? [])
      .slice()
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((api) => ({ value: String(api.id), label: apiOptionLabel(api) })),
  }));
}

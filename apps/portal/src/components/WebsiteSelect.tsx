import { Select } from '@mantine/core';
import { websiteEndpoints } from '@pubdesk/contract';
import { useEndpointQuery } from '@pubdesk/ui/api';

/** Every website the user sees, by name: a user has a few dozen at most. */
const allWebsites = { query: { limit: 1000, ordering: 'name' } };

interface WebsiteSelectProps {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  placeholder?: string;
  /** Whether the choice can be emptied (a filter); a form's field is not. */
  clearable?: boolean;
  required?: boolean;
  error?: string;
}

/** A select of the user's websites (their own scope, as the API answers it), searchable by name. */
export function WebsiteSelect({ label, value, onChange, placeholder, clearable, required, error }: WebsiteSelectProps) {
  const { data } = useEndpointQuery(websiteEndpoints.list, allWebsites, { staleTime: 60_000 });
  const options = (data?.results ?? []).map((website) => ({ value: String(website.id), label: website.name }));
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      searchable
      clearable={clearable}
      allowDeselect={clearable}
      required={required}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

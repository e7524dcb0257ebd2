import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { t } from '@pubdesk/ui/i18n';

/** Wait after the last keystroke before searching. */
export const searchDelayMs = 300;

interface SearchBoxProps {
  onSearch: (text: string) => void;
  label?: string;
  /** The screen's own hint ('search files'), instead of 'Search...'. */
  placeholder?: string;
  /** The text it opens with (a search kept in the address). */
  defaultValue?: string;
}

/** A search field that searches as you type: `onSearch` gets the trimmed text once typing pauses. */
export function SearchBox({
  onSearch,
  label = t('common.search'),
  placeholder = t('common.searchPlaceholder'),
  defaultValue = '',
}: SearchBoxProps) {
  const [value, setValue] = useState(defaultValue);
  const search = useDebouncedCallback((text: string) => onSearch(text.trim()), searchDelayMs);
  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setValue(text);
        search(text);
      }}
    />
  );
}

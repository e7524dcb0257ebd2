import { Group, Select } from '@mantine/core';
import { ticketCategories } from '@pubdesk/contract';
import { ticketStatusOptions } from '@pubdesk/ui/tickets';
import { t } from '@pubdesk/ui/i18n';
import { SearchBox } from '../../components/SearchBox';
import type { AssigneeFilter, QueueFilters as Filters } from './queue-filters';
import { useStaffOptions } from './tickets.api';

// Labels are looked up when drawn: a module can load before the screens' catalogue is installed.
const categoryOptions = () => ticketCategories.map((category) => ({ value: category, label: t(`tickets.categories.${category}`) }));

interface QueueFiltersProps {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
  onSearch: (text: string) => void;
}

const assigneeOf = (value: string | null): AssigneeFilter | null =>
  value === null || value === '' ? null : value === 'me' || value === 'none' ? value : Number(value);

/** Search as you type (subject or number), and narrow by status, assignee (me, nobody, a staff user) and category. */
export function QueueFilters({ filters, onChange, onSearch }: QueueFiltersProps) {
  const staff = useStaffOptions();
  const assigneeOptions = [
    { value: 'me', label: t('tickets.console.me') },
    { value: 'none', label: t('tickets.console.unassigned') },
    ...staff,
  ];
  // A staff user named by the address but not (yet) in the list still shows as chosen.
  const assignee = filters.assignee === null ? null : String(filters.assignee);
  if (assignee !== null && !assigneeOptions.some((option) => option.value === assignee))
    assigneeOptions.push({ value: assignee, label: t('tickets.console.userId', { id: assignee }) });
  return (
    <Group gap="sm" grow wrap="wrap" align="flex-end">
      <SearchBox
        onSearch={onSearch}
        label={t('tickets.console.searchLabel')}
        placeholder={t('tickets.console.searchPlaceholder')}
        defaultValue={filters.search}
      />
      <Select
        aria-label={t('common.status')}
        placeholder={t('tickets.console.allStatuses')}
        data={ticketStatusOptions()}
        value={filters.status}
        onChange={(next) => onChange({ status: (next as Filters['status']) ?? null })}
        clearable
      />
      <Select
        aria-label={t('tickets.console.assignee')}
        placeholder={t('tickets.console.anyAssignee')}
        data={assigneeOptions}
        value={assignee}
        onChange={(next) => onChange({ assignee: assigneeOf(next) })}
        searchable
        clearable
        nothingFoundMessage={t('tickets.console.noUser')}
      />
      <Select
        aria-label={t('tickets.fields.category')}
        placeholder={t('tickets.console.allCategories')}
        data={categoryOptions()}
        value={filters.category}
        onChange={(next) => onChange({ category: (next as Filters['category']) ?? null })}
        clearable
      />
    </Group>
  );
}

import { Group, Select } from '@mantine/core';
import { assignmentUserFields } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { SearchBox } from '../../components/SearchBox';

/** The Role filter: rows that name someone in that role's field. */
// Labels are looked up when drawn: a module can load before the screens' catalogue is installed.
const roleOptions = () => assignmentUserFields.map((field) => ({ value: field, label: t(`assignments.${field}`) }));

interface AssignmentFiltersProps {
  onSearch: (text: string) => void;
  role: string;
  onRoleChange: (role: string) => void;
}

/** Search by name as you type, and narrow to one role. */
export function AssignmentFilters({ onSearch, role, onRoleChange }: AssignmentFiltersProps) {
  return (
    <Group gap="sm" grow wrap="wrap">
      <SearchBox onSearch={onSearch} label={t('assignments.searchLabel')} />
      <Select
        aria-label={t('common.role')}
        placeholder={t('assignments.allRoles')}
        data={roleOptions()}
        value={role || null}
        onChange={(next) => onRoleChange(next ?? '')}
        clearable
      />
    </Group>
  );
}

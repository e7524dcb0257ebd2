import { Select } from '@mantine/core';
import type { AssignmentField, AssignmentUserField } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import type { SelectOption } from '@pubdesk/ui/choices';
import { fullName } from '@pubdesk/ui/format';
import { withCurrent } from './assignment-form';
import { useAssignmentUsers, useAssignmentWebsites } from './assignments.api';

interface PartySelectProps {
  field: AssignmentField;
  /** The chosen id as text, '' for none. */
  value: string;
  /** The server's name for the current choice (an Edit form), kept even if the lookup lacks it. */
  currentName: string | null;
  onChange: (value: string) => void;
  error?: string;
}

/** One party of an assignment: a searchable, clearable select of the users of its role, or of websites. */
export function PartySelect(props: PartySelectProps) {
  const { field } = props;
  return field === 'website' ? <WebsiteSelect {...props} /> : <UserSelect {...props} field={field} />;
}

function UserSelect(props: PartySelectProps & { field: AssignmentUserField }) {
  const { data, isPending } = useAssignmentUsers(props.field);
  const options = (data ?? []).map((user) => ({ value: String(user.id), label: `${fullName(user)} (${user.username})` }));
  return <ChoiceSelect {...props} options={options} loading={isPending} />;
}

function WebsiteSelect(props: PartySelectProps) {
  const { data, isPending } = useAssignmentWebsites();
  const options = (data ?? []).map((website) => ({ value: String(website.id), label: website.name }));
  return <ChoiceSelect {...props} options={options} loading={isPending} />;
}

function ChoiceSelect({
  field,
  value,
  currentName,
  onChange,
  error,
  options,
  loading,
}: PartySelectProps & { options: SelectOption[]; loading: boolean }) {
  return (
    <Select
      label={t(`assignments.${field}`)}
      placeholder={t('common.none')}
      data={withCurrent(options, value, currentName)}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchable
      clearable
      disabled={loading}
      nothingFoundMessage={t('assignments.nothingFound')}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

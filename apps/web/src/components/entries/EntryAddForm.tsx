import { useState } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { t } from '@pubdesk/ui/i18n';
import { SubmitForm, useFields } from '@pubdesk/ui/forms';
import { PercentInput } from '../PercentInput';
import { GroupTypeSelect } from '../GroupTypeSelect';
import { AssignableUserSelect } from '../AssignableUserSelect';
import { emptyEntryForm, missingFields, type EntryField, type EntryFormValues } from './entry-form';
import { RecomputeWarning } from './RecomputeWarning';

export interface EntryAddFormProps {
  /** 'Share' or 'Rate'. */
  valueLabel: string;
  /** Network shares also name the network. */
  withNetwork?: boolean;
  /** Today in the reporting time zone: the start date's default. */
  today: string;
  /** The reporting time zone, named under the start date ('' when unknown). */
  zone: string;
  /** Shares recompute the past days they cover, and say so before saving; fill rates do not. */
  warnRecompute: boolean;
  /** Field errors of the last refused add, by form field. */
  serverErrors: Partial<Record<EntryField, string>>;
  submitting: boolean;
  /** Called with complete values; `reset` clears the form once the add succeeded. */
  onAdd: (values: EntryFormValues, reset: () => void) => void;
}

/** Group select, percentage (and network), start date and Add: one new period of a share or fill rate. */
export function EntryAddForm({ valueLabel, withNetwork, today, zone, warnRecompute, serverErrors, submitting, onAdd }: EntryAddFormProps) {
  const { values, set, reset } = useFields<EntryFormValues>(emptyEntryForm(today));
  const [missing, setMissing] = useState<EntryField[]>([]);
  const errorOf = (field: EntryField) => (missing.includes(field) ? t('common.required') : serverErrors[field]);
  const change = (field: EntryField, value: string) => {
    set(field, value);
    setMissing((current) => current.filter((name) => name !== field));
  };

  const submit = () => {
    const absent = missingFields(values, { withNetwork });
    setMissing(absent);
    if (absent.length === 0) onAdd(values, () => reset(emptyEntryForm(today)));
  };

  return (
    <SubmitForm onSubmit={submit} noValidate aria-label={t('common.add')}>
      <Stack gap="xs">
        <Title order={4} size="h5">
          {t('common.add')}
        </Title>
        <GroupTypeSelect
          label={t('groupTypes.group')}
          required
          value={values.group_id}
          onChange={(value) => change('group_id', value)}
          error={errorOf('group_id')}
        />
        <PercentInput
          label={valueLabel}
          required
          value={values.value}
          onChange={(value) => change('value', value)}
          error={errorOf('value')}
        />
        {withNetwork ? (
          <AssignableUserSelect
            role="network"
            required
            label={t('common.roles.network')}
            placeholder={t('common.networkPlaceholder')}
            value={values.network_id}
            onChange={(value) => change('network_id', value)}
            error={errorOf('network_id')}
          />
        ) : null}
        <DateInput
          label={t('shares.startDate')}
          description={zone ? t('shares.startDateHint', { zone }) : undefined}
          valueFormat="YYYY-MM-DD"
          placeholder="YYYY-MM-DD"
          required
          value={values.start_date || null}
          onChange={(day) => change('start_date', day ?? '')}
          error={errorOf('start_date')}
          popoverProps={{ withinPortal: true }}
        />
        {warnRecompute && values.start_date ? <RecomputeWarning start={values.start_date} today={today} /> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {t('common.add')}
          </Button>
        </Group>
      </Stack>
    </SubmitForm>
  );
}

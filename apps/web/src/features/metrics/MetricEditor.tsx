import { Select, TextInput } from '@mantine/core';
import { activeStatuses, serveMetricFields, type Metric } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { EntryForm, useEntryEditor } from '../../components/EntryForm';
import { StatusRadios } from '@pubdesk/ui/forms';
import { countsAsLabel, emptyMetricForm, formFromMetric, metricFieldOptions, payloadFromMetricForm, shownField } from './metric-form';
import { useCreateMetric, useUpdateMetric } from './metrics.api';
import { PriorityInput } from '../../components/PriorityInput';
import { ShortnameInput } from '../../components/ShortnameInput';
import { TextSelect } from '../../components/TextSelect';
import type { SelectOption, StatusValue } from '../../components/settings-form';

interface MetricEditorProps {
  metric: Metric | null;
  /** The Type choices (OPTIONS, or the contract's list until it answers). */
  types: SelectOption[];
  /** The user may see the metric but not change it. */
  readOnly?: boolean;
}

/**
 * Add (no id) or Edit (id) a serve metric: Name, Shortname, Code, Type, Counts as (on a new metric,
 * the field its code suggests until one is picked), Priority and status.
 */
export function MetricEditor({ metric, types, readOnly }: MetricEditorProps) {
  const create = useCreateMetric();
  const update = useUpdateMetric(metric?.id ?? 0);
  const { values, set, text, field, errors, failure, entryForm } = useEntryEditor(
    metric,
    { from: formFromMetric, empty: emptyMetricForm, payload: payloadFromMetricForm },
    {
      create,
      update,
      pathOf: (created) => `/settings/metrics/${created.id}`,
      added: 'common.addedWithId',
      updated: 'common.updatedPeriod',
    },
  );

  return (
    <EntryForm
      {...entryForm}
      readOnly={readOnly}
      newEntry={{ to: '/settings/metrics', label: t('metrics.newEntry'), always: true }}
      failure={failure}
    >
      <TextInput label={t('common.name')} required error={errors.name} {...text('name')} />
      <ShortnameInput error={errors.shortname} {...text('shortname')} />
      <TextInput label={t('common.code')} description={t('metrics.codeHint')} required error={errors.code} {...text('code')} />
      <TextSelect label={t('common.type')} placeholder={t('common.typePlaceholder')} data={types} required {...field('type')} />
      <Select
        label={countsAsLabel()}
        data={metricFieldOptions}
        value={shownField(values)}
        onChange={(next) => {
          const counted = serveMetricFields.find((candidate) => candidate === next);
          if (counted) set('field', counted);
        }}
        allowDeselect={false}
        required
        error={errors.field}
        comboboxProps={{ withinPortal: true }}
      />
      <PriorityInput {...field('priority')} />
      <StatusRadios<StatusValue> label={t('common.status')} statuses={activeStatuses} saved={metric?.status} {...field('status')} />
    </EntryForm>
  );
}

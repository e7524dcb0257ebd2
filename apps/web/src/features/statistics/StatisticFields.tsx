import { Group, Radio, SimpleGrid, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { activeStatuses, systemMetrics, type Statistic } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { StatusRadios, fieldBinder } from '@pubdesk/ui/forms';
import type { useFields } from '@pubdesk/ui/forms';
import { calculatedShare, type StatisticFormValues } from './statistic-form';
import { formatMetric } from '@pubdesk/ui/format';

const display = (name: string) => systemMetrics.find((m) => m.name === name)?.display ?? name;

interface StatisticFieldsProps {
  fields: ReturnType<typeof useFields<StatisticFormValues>>;
  errors: Record<string, string>;
  /** The saved row, for the figures computed from it (rates, cpm, Calculated Share). */
  saved: Statistic | null;
}

/**
 * A statistic's fields: the day, one input per measured metric, Base Revenue, the computed
 * metrics and the Calculated Share read-only, status and completeness.
 */
export function StatisticFields({ fields, errors, saved }: StatisticFieldsProps) {
  const { values, set, text } = fields;
  const field = fieldBinder(values, set, errors);
  return (
    <>
      <DateInput
        label={t('statistics.columns.date')}
        valueFormat="YYYY-MM-DD"
        value={values.date || null}
        onChange={(day) => set('date', day ?? '')}
        error={errors.date}
        required
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(['requests', 'impressions', 'viewable_impressions', 'clicks'] as const).map((name) => (
          <TextInput key={name} label={display(name)} inputMode="numeric" error={errors[name]} {...text(name)} />
        ))}
        <TextInput label={t('statistics.baseRevenue')} inputMode="decimal" error={errors.revenue} {...text('revenue')} />
        <TextInput label={t('statistics.calculatedShare')} value={calculatedShare(saved)} readOnly rightSection="%" />
        {saved
          ? (['viewable_rate', 'ctr', 'fill_rate', 'cpm'] as const).map((name) => (
              <TextInput key={name} label={display(name)} value={formatMetric(name, saved[name])} readOnly />
            ))
          : null}
      </SimpleGrid>
      <StatusRadios label={t('common.status')} statuses={activeStatuses} {...field('status')} />
      <Radio.Group
        label={t('statistics.complete')}
        value={values.complete ? 'complete' : 'uncomplete'}
        onChange={(v) => set('complete', v === 'complete')}
        error={errors.complete}
      >
        <Group gap="md" mt={4}>
          <Radio value="complete" label={t('statistics.complete')} />
          <Radio value="uncomplete" label={t('statistics.uncomplete')} />
        </Group>
      </Radio.Group>
    </>
  );
}
